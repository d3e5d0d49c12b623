import { ConfigProvider, message, Modal, notification } from 'antd';
import { antdLocale, i18n } from '../i18n/i18n';
import { antdTheme } from '@haoduo/ui';
import type { TFeedback } from './feedback';

// antd's toasts and confirmations render in a root of their own: give them the app's theme and language.
ConfigProvider.config({
  holderRender: (children) => (
    <ConfigProvider
      theme={antdTheme}
      locale={antdLocale(i18n.language)}
      button={{ autoInsertSpace: false }}
    >
      {children}
    </ConfigProvider>
  ),
});

/** antd's message, notification and Modal.confirm, loaded with the first use (feedback.ts). */
export const staticFeedback: TFeedback = { message, notification, modal: Modal };
