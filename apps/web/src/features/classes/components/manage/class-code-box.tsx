import { CopyOutlined, QrcodeOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../../shared/ui/copy-text';
import { feedback } from '../../../../shared/ui/feedback';
import { useResetClassCode } from '../../api/reset-class-code';
import styles from './class-code-box.module.css';

const popups = () => import('./class-code-popups');
const CodeQrPopover = lazy(() => popups().then((m) => ({ default: m.CodeQrPopover })));
const ResetCodeConfirm = lazy(() => popups().then((m) => ({ default: m.ResetCodeConfirm })));

interface TClassCodeBoxProps {
  classId: number;
  className: string;
  code: string;
}

/**
 * A class code with copy, QR code and reset (the old code stops working). The QR code and
 * the reset confirmation load on the first click of their buttons and open as they mount;
 * until then the buttons stand alone.
 */
export function ClassCodeBox({ classId, className, code }: TClassCodeBoxProps) {
  const { t } = useTranslation();
  const { message } = feedback();
  const reset = useResetClassCode();
  const [qrWanted, setQrWanted] = useState(false);
  const [resetWanted, setResetWanted] = useState(false);

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

  const qrButton = (
    <Button
      type="text"
      icon={<QrcodeOutlined aria-hidden />}
      aria-label={t('manage.codeQr')}
      onClick={() => setQrWanted(true)}
    />
  );
  const resetButton = (
    <Button
      type="text"
      icon={<ReloadOutlined aria-hidden />}
      loading={reset.isPending}
      aria-label={t('manage.resetCode')}
      onClick={() => setResetWanted(true)}
    />
  );

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
        {qrWanted ? (
          <Suspense fallback={qrButton}>
            <CodeQrPopover className={className} code={code}>
              {qrButton}
            </CodeQrPopover>
          </Suspense>
        ) : (
          qrButton
        )}
        {resetWanted ? (
          <Suspense fallback={resetButton}>
            <ResetCodeConfirm onConfirm={() => void resetCode().catch(() => undefined)}>
              {resetButton}
            </ResetCodeConfirm>
          </Suspense>
        ) : (
          resetButton
        )}
      </span>
    </div>
  );
}
