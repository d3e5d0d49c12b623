import { SMALL_TEXT_COLOURS, ThemeColour } from '@haoduo/ui';
import { contrast } from '@haoduo/ui/testing';
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
} as const;

const globalCss = readFileSync(join(import.meta.dirname, '../../app/global.css'), 'utf8');

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

// The colours and the shared antd theme are tested in packages/ui; here, the console's use.
describe("the console's theme", () => {
  it.each(SMALL_TEXT_COLOURS)('%s reads at 4.5:1 on every background of the console', (name) => {
    for (const background of Object.values(PAGE_BACKGROUNDS)) {
      expect(contrast(ThemeColour[name], background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('global.css declares every colour as a custom property of the same value', () => {
    for (const [name, value] of Object.entries(ThemeColour)) {
      const declared = new RegExp(`--color-${kebab(name)}:\\s*([^;]+);`).exec(globalCss);
      expect(declared?.[1]?.toLowerCase(), name).toBe(value.toLowerCase());
    }
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
