import { Theme } from '@haoduo/contract';

/**
 * The colours of the web app and the console, for antd's theme (antd-theme.ts) and, as CSS
 * custom properties of the same names in kebab case (`--color-primary-text`), for each app's
 * style sheets (app/global.css, whose tests check that every colour is declared there).
 *
 * The brand colours (#4AB1FF, #FF6200) are fills, borders and decoration: small text on white
 * needs 4.5:1 and they give 2.3:1 and 3:1. Text in a brand colour takes its darker shade
 * (`primaryText`, `warningText`), and text on a brand fill takes `onPrimary` / `onWarning`.
 */
export const ThemeColour = {
  primary: Theme.PRIMARY,
  primaryText: '#0062AD',
  onPrimary: '#0B2540',
  warning: Theme.WARNING,
  warningText: '#AD4000',
  onWarning: '#0B2540',
  /** Secondary texts: descriptions, timestamps, counts, hints. */
  textSecondary: 'rgba(0, 0, 0, 0.6)',
  successText: '#237804',
  dangerText: '#CF1322',
  /** Gold and amber labels (待开班). */
  goldText: '#874D00',
} as const;

export type TThemeColour = keyof typeof ThemeColour;

/** The colours above that draw small text: each must reach 4.5:1 on its app's backgrounds. */
export const SMALL_TEXT_COLOURS: readonly TThemeColour[] = [
  'primaryText',
  'warningText',
  'textSecondary',
  'successText',
  'dangerText',
  'goldText',
];
