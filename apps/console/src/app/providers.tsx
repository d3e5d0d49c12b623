import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { queryClient as appQueryClient } from '../shared/api';
import { Language } from '../shared/i18n';
import { antdTheme } from '../shared/ui/antd-theme';
import { NotifierBridge } from '../shared/ui/notifier-bridge';

interface TAppProvidersProps {
  children: ReactNode;
  /** Tests pass their own client. */
  queryClient?: QueryClient;
}

/** antd (locale and theme), its message/notification context, and server state. */
export function AppProviders({ children, queryClient = appQueryClient }: TAppProvidersProps) {
  const { i18n } = useTranslation();
  const english = i18n.language === Language.EN;

  useEffect(() => {
    dayjs.locale(english ? 'en' : 'zh-cn');
    document.documentElement.lang = english ? 'en' : 'zh-CN';
  }, [english]);

  return (
    <ConfigProvider locale={english ? enUS : zhCN} theme={antdTheme}>
      <AntdApp>
        <NotifierBridge />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntdApp>
    </ConfigProvider>
  );
}
