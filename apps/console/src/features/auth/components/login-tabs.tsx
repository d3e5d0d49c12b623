import { Tabs, type TabsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { PasswordLoginForm } from './password-login-form';

export const LoginTab = { PASSWORD: 'password', CODE: 'code' } as const;

/**
 * The sign-in methods. The mobile + SMS code method is not available yet: its tab
 * is in place, disabled. A successful sign-in fills the session store;
 * the sign-in page then leaves for where the user was going.
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
      label: <span title={t('login.codeTabSoon')}>{t('login.codeTab')}</span>,
      disabled: true,
    },
  ];
  return <Tabs defaultActiveKey={LoginTab.PASSWORD} items={items} centered />;
}
