import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { ApiError } from '@haoduo/contract';
import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../shared/api';
import { useLogin, type TLoginInput } from '../api/login';

function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError ? apiErrorText(error) : fallback;
}

/** Login name and password; the failure (server's message) shows above the fields. */
export function PasswordLoginForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<TLoginInput>();
  const loginMutation = useLogin();

  return (
    <Form
      form={form}
      name="staff-password-login"
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={(values) => loginMutation.mutate(values)}
      onValuesChange={() => {
        if (loginMutation.isError) loginMutation.reset();
      }}
    >
      {loginMutation.isError ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={failureText(loginMutation.error, t('login.failed'))}
          style={{ marginBottom: 24 }}
        />
      ) : null}
      <Form.Item
        name="username"
        label={t('login.username')}
        rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}
      >
        <Input
          prefix={<UserOutlined />}
          placeholder={t('login.usernameRequired')}
          autoComplete="username"
          autoFocus
        />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('login.password')}
        rules={[{ required: true, message: t('login.passwordRequired') }]}
      >
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('login.passwordRequired')}
          autoComplete="current-password"
        />
      </Form.Item>
      <Form.Item style={{ marginBottom: 0 }}>
        <Button type="primary" htmlType="submit" block loading={loginMutation.isPending}>
          {t('login.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
