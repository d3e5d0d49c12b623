import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { queryClient } from '../shared/api/query-client';
import { antdLocale, i18n } from '../shared/i18n/i18n';
import { onLogout } from '../shared/stores/app-store';
import { antdTheme } from '../shared/ui/antd-theme';

/** antd follows the interface language (dayjs too, where a page uses it: shared/i18n/dayjs.ts). */
function LocalisedAntd({ children }: { children: ReactNode }) {
  const { i18n: instance } = useTranslation();
  const english = instance.language === 'en';
  useEffect(() => {
    document.documentElement.lang = english ? 'en' : 'zh-CN';
  }, [english]);
  return (
    <ConfigProvider
      locale={antdLocale(instance.language)}
      theme={antdTheme}
      button={{ autoInsertSpace: false }}
    >
      {children}
    </ConfigProvider>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  useEffect(() => onLogout(() => queryClient.clear()), []);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <LocalisedAntd>{children}</LocalisedAntd>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
