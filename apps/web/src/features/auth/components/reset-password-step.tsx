import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useResetPassword } from '../api/reset-password';
import styles from './auth-form.module.css';
import { NewPasswordFields } from './new-password-fields';

interface TValues {
  password: string;
  repeatPassword: string;
}

/** Step 1 of 重置密码: the new password, twice, posted with the reset token. */
export function ResetPasswordStep({ token, onReset }: { token: string; onReset: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TValues>();
  const reset = useResetPassword();

  const onFinish = (values: TValues) => reset.mutate({ ...values, token }, { onSuccess: onReset });

  return (
    <Form
      name="reset-password"
      form={form}
      layout="vertical"
      requiredMark={false}
      className={styles.form}
      onFinish={onFinish}
    >
      <NewPasswordFields />
      <Button
        type="primary"
        htmlType="submit"
        block
        className={styles.submit}
        loading={reset.isPending}
      >
        {t('auth.reset.submit')}
      </Button>
    </Form>
  );
}
