import { Popconfirm, Popover } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { QrCode } from '../qr-code';
import { classCodeUrl } from './class-code-url';
import styles from './class-code-box.module.css';

// The class code's two pop-ups, loaded on the first click of their buttons (see
// class-code-box.tsx): antd's Popover, Popconfirm and the QR encoder stay out of the page.

interface TCodeQrPopoverProps {
  className: string;
  code: string;
  /** The button it opens from. */
  children: ReactElement;
}

/** The class code's QR code (student sign-in with the code filled), open when it mounts. */
export function CodeQrPopover({ className, code, children }: TCodeQrPopoverProps) {
  const { t } = useTranslation();
  return (
    <Popover
      trigger="click"
      defaultOpen
      title={t('manage.codeQrTitle', { className })}
      content={
        <div className={styles.qr}>
          <QrCode value={classCodeUrl(code)} size={180} label={t('manage.codeQr')} />
          <div className={styles.qrCode}>{code}</div>
          <div className={styles.qrHint}>{t('manage.codeQrHint')}</div>
        </div>
      }
    >
      {children}
    </Popover>
  );
}

interface TResetCodeConfirmProps {
  onConfirm: () => void;
  children: ReactElement;
}

/** 重置班级码's confirmation (the old code stops working), open when it mounts. */
export function ResetCodeConfirm({ onConfirm, children }: TResetCodeConfirmProps) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      defaultOpen
      title={t('manage.resetCodeTitle')}
      description={t('manage.resetCodeText')}
      okText={t('manage.resetCode')}
      cancelText={t('common.cancel')}
      onConfirm={onConfirm}
    >
      {children}
    </Popconfirm>
  );
}
