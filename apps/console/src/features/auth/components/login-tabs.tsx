import { Tabs, type TabsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { CodeLoginForm } from './code-login-form';
import { PasswordLoginForm } from './password-login-form';

export const LoginTab = { PASSWORD: 'password', CODE: 'code' } as const;

/**
 * The sign-in methods: login name and password, or mobile and SMS code. A successful
 * sign-in fills the session store; the sign-in page then leaves for where the user was going.
 */
export function LoginTabs() {
  const { t } = useTranslation();
  const items: TabsProps['items'] = [
    {
      key: LoginTab.PASSWORD,
      label: t('login.passwordTab'),
      children: <PasswordLoginForm />,
    },
    {
      key: LoginTab.CODE,
      label: t('login.codeTab'),
      children: <CodeLoginForm />,
    },
  ];
  return <Tabs defaultActiveKey={LoginTab.PASSWORD} items={items} centered />;
}
