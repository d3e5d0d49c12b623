import { SafetyLimit, SafetyMessages, type TSafetyAlert } from '@haoduo/contract';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../shared/ui/app-modal';
import { feedback } from '../../../shared/ui/feedback';
import { useCloseAlert } from '../api/alerts';
import styles from './close-alert-dialog.module.css';

interface TCloseAlertDialogProps {
  /** The alert to close; null: the dialog is shut. */
  alert: TSafetyAlert | null;
  onClose: () => void;
}

/** 关闭提醒: a note of what the teacher did is required (up to 500 characters). */
export function CloseAlertDialog({ alert, onClose }: TCloseAlertDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ note: string }>();
  const close = useCloseAlert();

  const submit = ({ note }: { note: string }) => {
    if (!alert) return;
    close.mutate(
      { id: alert.id, note: note.trim() },
      {
        onSuccess: () => {
          void feedback().message.success(t('safety.close.closed'));
          onClose();
        },
      },
    );
  };

  return (
    <AppModal
      open={alert !== null}
      title={t('safety.close.title')}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      footer={[
        <Button key="cancel" size="large" onClick={onClose}>
          {t('common.cancel')}
        </Button>,
        <Button
          key="ok"
          type="primary"
          size="large"
          loading={close.isPending}
          onClick={() => form.submit()}
        >
          {t('safety.close.ok')}
        </Button>,
      ]}
    >
      {alert && (
        <div className={styles.about}>
          <strong>
            {t('safety.close.about', {
              name: alert.studentName,
              kind: t(`safety.kind.${alert.kind}`),
            })}
          </strong>
          <span className={styles.quote}>“{alert.message}”</span>
        </div>
      )}
      <Form form={form} layout="vertical" requiredMark={false} onFinish={submit}>
        <Form.Item
          name="note"
          label={t('safety.close.note')}
          extra={t('safety.close.hint')}
          rules={[
            { required: true, whitespace: true, message: SafetyMessages.NOTE_REQUIRED },
            { max: SafetyLimit.NOTE_MAX, message: SafetyMessages.NOTE_TOO_LONG },
          ]}
        >
          <Input.TextArea
            rows={4}
            showCount
            maxLength={SafetyLimit.NOTE_MAX}
            placeholder={t('safety.close.placeholder')}
          />
        </Form.Item>
      </Form>
    </AppModal>
  );
}
