import { CopyOutlined, QrcodeOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Popover } from 'antd';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../../shared/ui/copy-text';
import { useResetClassCode } from '../../api/reset-class-code';
import { QrCode } from '../qr-code';
import styles from './class-code-box.module.css';
import { feedback } from '../../../../shared/ui/feedback';

/** Where a class code's QR code leads: the student sign-in with the code filled. */
export function classCodeUrl(code: string): string {
  return `${window.location.origin}/login?type=1&classCode=${encodeURIComponent(code)}`;
}

interface TClassCodeBoxProps {
  classId: number;
  className: string;
  code: string;
}

/** A class code with copy, QR code and reset (the old code stops working). */
export function ClassCodeBox({ classId, className, code }: TClassCodeBoxProps) {
  const { t } = useTranslation();
  const { message } = feedback();
  const reset = useResetClassCode();

  const copy = async () => {
    try {
      await copyText(code);
      void message.success(t('common.copied'));
    } catch {
      void message.error(t('common.copyFailed'));
    }
  };

  const resetCode = async () => {
    const result = await reset.mutateAsync(classId);
    void message.success(t('manage.codeReset', { code: result.classCode }));
  };

  return (
    <div className={styles.box}>
      <span className={styles.label}>{t('classes.classCode')}</span>
      <span className={styles.code} data-testid="class-code">
        {code}
      </span>
      <span className={styles.actions}>
        <Button
          type="text"
          icon={<CopyOutlined aria-hidden />}
          aria-label={t('manage.copyCode')}
          onClick={() => void copy()}
        />
        <Popover
          trigger="click"
          title={t('manage.codeQrTitle', { className })}
          content={
            <div className={styles.qr}>
              <QrCode value={classCodeUrl(code)} size={180} label={t('manage.codeQr')} />
              <div className={styles.qrCode}>{code}</div>
              <div className={styles.qrHint}>{t('manage.codeQrHint')}</div>
            </div>
          }
        >
          <Button
            type="text"
            icon={<QrcodeOutlined aria-hidden />}
            aria-label={t('manage.codeQr')}
          />
        </Popover>
        <Popconfirm
          title={t('manage.resetCodeTitle')}
          description={t('manage.resetCodeText')}
          okText={t('manage.resetCode')}
          cancelText={t('common.cancel')}
          onConfirm={() => resetCode().catch(() => undefined)}
        >
          <Button
            type="text"
            icon={<ReloadOutlined aria-hidden />}
            loading={reset.isPending}
            aria-label={t('manage.resetCode')}
          />
        </Popconfirm>
      </span>
    </div>
  );
}
