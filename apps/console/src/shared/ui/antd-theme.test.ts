import { contrast, undeclaredThemeColours, unreadableSmallText } from '@haoduo/ui/testing';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { antdTheme, MENU_SELECTED_BG } from './antd-theme';

/** The backgrounds the console draws small text on; each pair must reach 4.5:1. */
const PAGE_BACKGROUNDS = {
  white: '#FFFFFF',
  page: '#F5F7FA',
  signIn: '#F3F8FD',
  menuSelected: MENU_SELECTED_BG,
};

const globalCss = readFileSync(join(import.meta.dirname, '../../app/global.css'), 'utf8');

// The colours and the shared antd theme are tested in packages/ui; here, the console's use.
describe("the console's theme", () => {
  it('small text reads at 4.5:1 on every background of the console', () => {
    expect(unreadableSmallText(PAGE_BACKGROUNDS)).toEqual([]);
  });

  it('global.css declares every colour as a custom property of the same value', () => {
    expect(undeclaredThemeColours(globalCss)).toEqual([]);
    expect(globalCss).toContain(`--color-primary-tint: ${MENU_SELECTED_BG.toLowerCase()};`);
  });

  it('antd draws links, tabs, menu items and button texts in readable shades', () => {
    const { token = {}, components = {} } = antdTheme;
    const { Button, Tabs, Menu } = components;
    for (const text of [
      token.colorLink,
      token.colorPrimaryText,
      token.colorWarningText,
      token.colorTextDescription,
      Tabs!.itemSelectedColor,
      Tabs!.itemHoverColor,
      Button!.defaultHoverColor,
      Button!.defaultActiveColor,
    ]) {
      for (const background of Object.values(PAGE_BACKGROUNDS)) {
        expect(contrast(text!, background)).toBeGreaterThanOrEqual(4.5);
      }
    }
    expect(contrast(Button!.primaryColor!, token.colorPrimary!)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(Menu!.itemSelectedColor!, Menu!.itemSelectedBg!)).toBeGreaterThanOrEqual(4.5);
  });
});
