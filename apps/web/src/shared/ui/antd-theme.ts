import { Theme } from '@haoduo/contract';
import type { ThemeConfig } from 'antd';

/** Ant Design's theme of the site (the app's ConfigProvider and the toasts' holder). */
export const antdTheme: ThemeConfig = {
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
