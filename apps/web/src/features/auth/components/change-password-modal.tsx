import { LockOutlined } from '@ant-design/icons';
import { CLOSE_DELAY_MS, PASSWORD_MAX_LENGTH } from '@haoduo/contract';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../shared/ui/feedback';
import { useUpdateStudentPassword } from '../api/update-student-password';
import { useAuthRules } from '../hooks/use-auth-rules';
import styles from './auth-form.module.css';
import { AppModal } from '../../../shared/ui/app-modal';

interface TChangePasswordModalProps {
  open: boolean;
  onClose: () => void;
  /** After the success message and 500 ms: sign out, to sign in with the new password. */
  onChanged: () => void;
}

interface TValues {
  oldPassword: string;
  newPassword: string;
}

/** 修改密码 for students: old and new password; success, then logout after 500 ms. */
export function ChangePasswordModal({ open, onClose, onChanged }: TChangePasswordModalProps) {
  const { t } = useTranslation();
  const rules = useAuthRules();
  const [form] = Form.useForm<TValues>();
  const update = useUpdateStudentPassword();

  const onFinish = (values: TValues) =>
    update.mutate(values, {
      onSuccess: () => {
        void feedback().message.success(t('auth.changePassword.success'));
        setTimeout(onChanged, CLOSE_DELAY_MS);
      },
    });

  return (
    <AppModal
      open={open}
      title={t('auth.changePassword.title')}
      mask={{ closable: false }}
      okText={t('auth.confirm')}
      cancelText={t('auth.cancel')}
      okButtonProps={{ size: 'large', loading: update.isPending || update.isSuccess }}
      cancelButtonProps={{ size: 'large' }}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form
        name="change-password"
        form={form}
        layout="vertical"
        requiredMark={false}
        className={styles.form}
        onFinish={onFinish}
        preserve={false}
      >
        <p className={styles.hint}>{t('auth.changePassword.hint')}</p>
        <Form.Item
          name="oldPassword"
          label={t('auth.changePassword.oldPassword')}
          rules={rules.oldPassword}
        >
          <Input.Password
            size="large"
            autoComplete="current-password"
            prefix={<LockOutlined aria-hidden />}
            placeholder={t('auth.changePassword.oldPasswordPlaceholder')}
          />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={t('auth.newPassword')}
          rules={rules.newPassword}
          extra={t('auth.passwordTip')}
          validateFirst
        >
          <Input.Password
            size="large"
            maxLength={PASSWORD_MAX_LENGTH}
            autoComplete="new-password"
            prefix={<LockOutlined aria-hidden />}
            placeholder={t('auth.newPasswordPlaceholder')}
          />
        </Form.Item>
      </Form>
    </AppModal>
  );
}
