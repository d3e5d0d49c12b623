import { httpStatusText, type ApiError } from '@haoduo/contract';

export interface TApiErrorEffects {
  /** A notification with a title and a description (network failures). */
  notify: (title: string, description: string) => void;
  /** A short toast. */
  toast: (text: string) => void;
  clearSession: () => void;
  goToLogin: () => void;
  report: (error: ApiError) => void;
  texts: { networkTitle: string; networkDescription: string };
  locale: 'zh_CN' | 'en';
}

/**
 * What the site does when an API call fails: a network failure shows
 * 网络异常; a 401 forgets the session and goes to /login; anything else toasts the server's
 * message, else the default text for the status. Everything but a 401 is reported.
 * Calls made with `silent` never reach this handler.
 */
export function handleApiError(error: ApiError, effects: TApiErrorEffects): void {
  if (error.status === 0) {
    effects.notify(effects.texts.networkTitle, effects.texts.networkDescription);
    effects.report(error);
    return;
  }
  if (error.status === 401) {
    effects.clearSession();
    effects.goToLogin();
    return;
  }
  effects.toast(error.message || httpStatusText(error.status, effects.locale));
  effects.report(error);
}
