import type { ArgsProps as TMessageArgs } from 'antd/es/message/interface';
import type { ModalFuncProps } from 'antd/es/modal/interface';
import type { ArgsProps } from 'antd/es/notification/interface';
import type { ReactNode } from 'react';

/**
 * Toasts (antd's message), notices (its notification) and confirmations (its Modal.confirm)
 * for code inside and outside React (the API client's error handler). antd's implementation is not in any page's first load:
 * it loads with the first toast (feedback-host.tsx, themed and localised like the app).
 * Tests hand in their own holder with setFeedback.
 */
type TToast = (content: ReactNode | TMessageArgs) => void;
export interface TFeedback {
  message: Record<'success' | 'error' | 'info' | 'warning', TToast>;
  notification: {
    error: (config: ArgsProps) => void;
    /** A notice that stays until read (a pupil's critical safety alert). */
    warning: (config: ArgsProps) => void;
    destroy: (key?: string) => void;
  };
  /** A question with OK and Cancel; onOk may return a promise (OK spins until it settles). */
  modal: { confirm: (config: ModalFuncProps) => void };
}

let holder: TFeedback | null = null;

export function setFeedback(feedback: TFeedback | null): void {
  holder = feedback;
}

/** Shows through whoever holds feedback once antd has loaded (the app's own by default). */
function later(show: (target: TFeedback) => void): void {
  void import('./feedback-host').then(({ staticFeedback }) => show(holder ?? staticFeedback));
}

const lazyFeedback: TFeedback = {
  message: {
    success: (content) => later((target) => target.message.success(content)),
    error: (content) => later((target) => target.message.error(content)),
    info: (content) => later((target) => target.message.info(content)),
    warning: (content) => later((target) => target.message.warning(content)),
  },
  notification: {
    error: (config) => later((target) => target.notification.error(config)),
    warning: (config) => later((target) => target.notification.warning(config)),
    destroy: (key) => later((target) => target.notification.destroy(key)),
  },
  modal: { confirm: (config) => later((target) => target.modal.confirm(config)) },
};

export function feedback(): TFeedback {
  return holder ?? lazyFeedback;
}
