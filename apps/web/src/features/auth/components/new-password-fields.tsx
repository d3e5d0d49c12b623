import { LockOutlined } from '@ant-design/icons';
import { PASSWORD_MAX_LENGTH } from '@haoduo/contract';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAuthRules } from '../hooks/use-auth-rules';

/**
 * New password and its confirmation (names `password`, `repeatPassword`), with the password
 * rules and messages of the sign-in flows.
 */
export function NewPasswordFields() {
  const { t } = useTranslation();
  const rules = useAuthRules();
  return (
    <>
      <Form.Item
        name="password"
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
      <Form.Item
        name="repeatPassword"
        label={t('auth.confirmPassword')}
        dependencies={['password']}
        rules={rules.confirmPassword('password')}
        validateFirst
      >
        <Input.Password
          size="large"
          maxLength={PASSWORD_MAX_LENGTH}
          autoComplete="new-password"
          prefix={<LockOutlined aria-hidden />}
          placeholder={t('auth.confirmPasswordPlaceholder')}
        />
      </Form.Item>
    </>
  );
}
