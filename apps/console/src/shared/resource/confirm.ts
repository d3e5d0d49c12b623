import { App } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation();
  return ({ title, content, okText = t('actions.ok'), danger = true, onOk }: TConfirmOptions) =>
    modal.confirm({
      title,
      content,
      okText,
      cancelText: t('actions.cancel'),
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
