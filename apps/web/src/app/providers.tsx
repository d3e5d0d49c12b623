import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { queryClient } from '../shared/api/query-client';
import { ServerLayoutMobile } from '../shared/hooks/use-is-mobile';
import { antdLocale, i18n } from '../shared/i18n/i18n';
import { onLogout } from '../shared/stores/app-store';
import { antdTheme } from '@haoduo/ui';

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

/**
 * The site's contexts. The browser has one query client; a page rendered on the server
 * brings its own (`client`) and the layout it was rendered in (`serverMobile`).
 */
export function Providers({
  children,
  client = queryClient,
  serverMobile = false,
}: {
  children: ReactNode;
  client?: QueryClient;
  serverMobile?: boolean;
}) {
  useEffect(() => onLogout(() => client.clear()), [client]);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <ServerLayoutMobile.Provider value={serverMobile}>
          <LocalisedAntd>{children}</LocalisedAntd>
        </ServerLayoutMobile.Provider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
