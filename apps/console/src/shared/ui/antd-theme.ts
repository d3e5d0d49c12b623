import { Theme } from '@haoduo/contract';
import type { ThemeConfig } from 'antd';

/**
 * The console's colours, the same as the learner site's: for antd's theme below and, as CSS
 * custom properties of the same names in kebab case (`--color-text-secondary`), for the style
 * sheets (app/global.css).
 *
 * The brand colours (#4AB1FF, #FF6200) are fills, borders and decoration: small text on white
 * needs 4.5:1 and they give 2.3:1 and 3:1. Text in a brand colour takes its darker shade
 * (`primaryText`, `warningText`), and text on a brand fill takes `onPrimary`.
 */
export const ThemeColour = {
  primary: Theme.PRIMARY,
  primaryText: '#0062AD',
  onPrimary: '#0B2540',
  warning: Theme.WARNING,
  warningText: '#AD4000',
  /** Secondary texts: descriptions, hints, the sign-in page's footer. */
  textSecondary: 'rgba(0, 0, 0, 0.6)',
  /** The selected menu item's background. */
  primaryTint: '#E8F4FF',
} as const;

/** Small text and the backgrounds it is drawn on; each pair must reach 4.5:1. */
export const PAGE_BACKGROUNDS = {
  white: '#FFFFFF',
  page: '#F5F7FA',
  signIn: '#F3F8FD',
  primaryTint: ThemeColour.primaryTint,
} as const;

/**
 * Ant Design's theme of the console. The brand colours stay antd's primary and warning (fills,
 * borders, focus); texts drawn in them take their darker shades so small text keeps 4.5:1.
 */
export const antdTheme: ThemeConfig = {
  token: {
    colorPrimary: ThemeColour.primary,
    colorInfo: ThemeColour.primary,
    colorWarning: ThemeColour.warning,
    colorLink: ThemeColour.primaryText,
    colorLinkHover: ThemeColour.primaryText,
    colorLinkActive: ThemeColour.onPrimary,
    colorPrimaryText: ThemeColour.primaryText,
    colorPrimaryTextHover: ThemeColour.primaryText,
    colorPrimaryTextActive: ThemeColour.onPrimary,
    colorWarningText: ThemeColour.warningText,
    // antd's tertiary text (descriptions, menu group titles) at 0.45 black misses 4.5:1.
    colorTextTertiary: ThemeColour.textSecondary,
    colorTextDescription: ThemeColour.textSecondary,
    borderRadius: 8,
  },
  components: {
    Layout: { headerBg: '#ffffff', siderBg: '#ffffff', headerPadding: '0 24px' },
    // White on the brand blue is 2.3:1; its dark ink reads. A hovered or pressed outlined
    // button keeps readable text (antd draws it in the light hover blue).
    Button: {
      primaryColor: ThemeColour.onPrimary,
      defaultHoverColor: ThemeColour.primaryText,
      defaultHoverBorderColor: ThemeColour.primary,
      defaultActiveColor: ThemeColour.onPrimary,
      defaultActiveBorderColor: ThemeColour.primaryText,
    },
    Tabs: {
      itemSelectedColor: ThemeColour.primaryText,
      itemActiveColor: ThemeColour.primaryText,
      itemHoverColor: ThemeColour.primaryText,
    },
    Menu: {
      itemSelectedColor: ThemeColour.primaryText,
      itemHoverColor: ThemeColour.primaryText,
      itemSelectedBg: ThemeColour.primaryTint,
      groupTitleFontSize: 12,
    },
  },
};
