import { App } from 'antd';
import type { ReactNode } from 'react';

export interface TConfirmOptions {
  title: ReactNode;
  content?: ReactNode;
  okText?: string;
  /** Red button (deletions, removals); default true. */
  danger?: boolean;
  /** The action; the dialog stays open, its button spinning, until it settles. */
  onOk: () => unknown;
}

/** A confirmation before a destructive or batch action. */
export function useConfirm() {
  const { modal } = App.useApp();
  return ({ title, content, okText = '确定', danger = true, onOk }: TConfirmOptions) =>
    modal.confirm({
      title,
      content,
      okText,
      cancelText: '取消',
      okButtonProps: { danger },
      onOk: async () => {
        try {
          await onOk();
        } catch {
          // The client has already shown the failure.
        }
      },
    });
}
