import { Theme } from '@haoduo/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider, type ThemeConfig } from 'antd';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { queryClient } from '../shared/api/query-client';
import { antdLocale, i18n } from '../shared/i18n/i18n';
import { onLogout } from '../shared/stores/app-store';
import { FeedbackBridge } from '../shared/ui/feedback-bridge';

const theme: ThemeConfig = {
  token: {
    colorPrimary: Theme.PRIMARY,
    colorWarning: Theme.WARNING,
    colorInfo: Theme.PRIMARY,
    colorLink: Theme.PRIMARY,
    borderRadius: 8,
    // antd's tertiary text (descriptions, empty states) at 0.45 black misses the 4.5:1
    // contrast for small text; 0.6 black meets it on white and on the page background.
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'WenQuanYi Micro Hei', 'Helvetica Neue', Arial, sans-serif",
  },
};

/** antd and dayjs follow the interface language. */
function LocalisedAntd({ children }: { children: ReactNode }) {
  const { i18n: instance } = useTranslation();
  const english = instance.language === 'en';
  useEffect(() => {
    dayjs.locale(english ? 'en' : 'zh-cn');
    document.documentElement.lang = english ? 'en' : 'zh-CN';
  }, [english]);
  return (
    <ConfigProvider
      locale={antdLocale(instance.language)}
      theme={theme}
      button={{ autoInsertSpace: false }}
    >
      <AntdApp>
        <FeedbackBridge />
        {children}
      </AntdApp>
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
