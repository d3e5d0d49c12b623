import { antdTheme as sharedAntdTheme, ThemeColour } from '@haoduo/ui';
import type { ThemeConfig } from 'antd';

// The header's avatar takes its colour from here (the colours are @haoduo/ui's).
export { ThemeColour } from '@haoduo/ui';

/** The selected menu item's background. */
export const MENU_SELECTED_BG = '#E8F4FF';

/**
 * Ant Design's theme of the console: the web app's (@haoduo/ui, the same colours and readable
 * shades), plus the console's white header and sider and its menu.
 */
export const antdTheme: ThemeConfig = {
  ...sharedAntdTheme,
  token: {
    ...sharedAntdTheme.token,
    // Filter bars show their hints in selects ("全部", "选择学校"): antd's #bfbfbf is 1.8:1.
    colorTextPlaceholder: ThemeColour.textSecondary,
  },
  components: {
    ...sharedAntdTheme.components,
    Layout: { headerBg: '#ffffff', siderBg: '#ffffff', headerPadding: '0 24px' },
    Menu: {
      ...sharedAntdTheme.components?.Menu,
      itemSelectedBg: MENU_SELECTED_BG,
      groupTitleFontSize: 12,
    },
  },
};
