import { Theme } from '@haoduo/contract';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrast } from '../../test/contrast';
import { antdTheme, PAGE_BACKGROUNDS, ThemeColour } from './antd-theme';

const globalCss = readFileSync(join(import.meta.dirname, '../../app/global.css'), 'utf8');

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

describe("the console's theme", () => {
  it('keeps the brand colours, too light for small text', () => {
    expect(ThemeColour.primary).toBe('#4AB1FF');
    expect(ThemeColour.warning).toBe('#FF6200');
    expect(contrast(Theme.PRIMARY, PAGE_BACKGROUNDS.white)).toBeLessThan(4.5);
    expect(contrast('#FFFFFF', Theme.PRIMARY)).toBeLessThan(4.5);
  });

  it.each(['primaryText', 'warningText', 'textSecondary'] as const)(
    '%s reads at 4.5:1 on every background of the console',
    (name) => {
      for (const background of Object.values(PAGE_BACKGROUNDS)) {
        expect(contrast(ThemeColour[name], background)).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it('global.css declares every colour as a custom property of the same value', () => {
    for (const [name, value] of Object.entries(ThemeColour)) {
      const declared = new RegExp(`--color-${kebab(name)}:\\s*([^;]+);`).exec(globalCss);
      expect(declared?.[1]?.toLowerCase(), name).toBe(value.toLowerCase());
    }
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
