import type { ThemeConfig } from 'antd';
import { ThemeColour } from './theme-colours';

/**
 * Ant Design's theme of the web app (its ConfigProvider and the toasts' holder) and of the
 * console, which adds its layout and menu (apps/console/src/shared/ui/antd-theme.ts). The brand
 * colours stay antd's primary and warning (fills, borders, focus); texts drawn in them take
 * their darker shades so small text keeps 4.5:1 (theme-colours.ts).
 */
export const antdTheme: ThemeConfig = {
  token: {
    colorPrimary: ThemeColour.primary,
    colorWarning: ThemeColour.warning,
    colorInfo: ThemeColour.primary,
    colorLink: ThemeColour.primaryText,
    colorLinkHover: ThemeColour.primaryText,
    colorLinkActive: ThemeColour.onPrimary,
    colorPrimaryText: ThemeColour.primaryText,
    colorPrimaryTextHover: ThemeColour.primaryText,
    colorPrimaryTextActive: ThemeColour.onPrimary,
    colorWarningText: ThemeColour.warningText,
    // Status tags and danger buttons draw text in these: the darker shades read on white.
    colorSuccess: ThemeColour.successText,
    // The light fills antd would derive from that dark green are grey: keep its own tints.
    colorSuccessBg: '#F6FFED',
    colorSuccessBorder: '#B7EB8F',
    colorError: ThemeColour.dangerText,
    colorErrorText: ThemeColour.dangerText,
    // antd's hover shade of a red is lighter; a darker one keeps danger texts readable.
    colorErrorHover: '#A8071A',
    colorErrorActive: '#820014',
    // Preset tags (green, gold, orange) draw their text in the palette's seventh shade (antd
    // names it both ways, and both give the same CSS variable).
    green7: ThemeColour.successText,
    'green-7': ThemeColour.successText,
    gold7: ThemeColour.goldText,
    'gold-7': ThemeColour.goldText,
    orange7: ThemeColour.warningText,
    'orange-7': ThemeColour.warningText,
    borderRadius: 8,
    // antd's tertiary text (descriptions, empty states) at 0.45 black misses the 4.5:1
    // contrast for small text; 0.6 black meets it on white and on the page background.
    colorTextTertiary: ThemeColour.textSecondary,
    colorTextDescription: ThemeColour.textSecondary,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'WenQuanYi Micro Hei', 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    // White on the brand blue is 2.3:1; its dark ink is 6.7:1.
    // A hovered or pressed outlined button keeps readable text (antd draws it in the light
    // hover blue, 1.9:1); its border still turns the brand blue.
    Button: {
      primaryColor: ThemeColour.onPrimary,
      defaultHoverColor: ThemeColour.primaryText,
      defaultHoverBorderColor: ThemeColour.primary,
      defaultActiveColor: ThemeColour.onPrimary,
      defaultActiveBorderColor: ThemeColour.primaryText,
    },
    Radio: { buttonSolidCheckedColor: ThemeColour.onPrimary },
    Tabs: {
      itemSelectedColor: ThemeColour.primaryText,
      itemActiveColor: ThemeColour.primaryText,
      itemHoverColor: ThemeColour.primaryText,
    },
    Menu: { itemSelectedColor: ThemeColour.primaryText, itemHoverColor: ThemeColour.primaryText },
    // The empty table's 暂无数据 is drawn in the disabled grey (1.8:1).
    Table: { colorTextDisabled: ThemeColour.textSecondary },
    Pagination: {
      itemActiveColor: ThemeColour.primaryText,
      itemActiveColorHover: ThemeColour.primaryText,
    },
  },
};
