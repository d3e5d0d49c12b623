import { Theme } from '@haoduo/contract';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contrast } from '../../test/contrast';
import { antdTheme } from './antd-theme';
import { PAGE_BACKGROUNDS, ThemeColour, type TThemeColour } from './theme-colours';

const SMALL_TEXT: TThemeColour[] = [
  'primaryText',
  'warningText',
  'textSecondary',
  'successText',
  'dangerText',
  'goldText',
];

const globalCss = readFileSync(join(import.meta.dirname, '../../app/global.css'), 'utf8');

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

describe('theme colours', () => {
  it('keeps the brand colours of the spec', () => {
    expect(ThemeColour.primary).toBe('#4AB1FF');
    expect(ThemeColour.warning).toBe('#FF6200');
  });

  it('the brand colours are too light for small text, so text takes their darker shades', () => {
    expect(contrast(Theme.PRIMARY, PAGE_BACKGROUNDS.white)).toBeLessThan(4.5);
    expect(contrast(Theme.WARNING, PAGE_BACKGROUNDS.white)).toBeLessThan(4.5);
    expect(contrast('#FFFFFF', Theme.PRIMARY)).toBeLessThan(4.5);
  });

  it.each(SMALL_TEXT)('%s reads at 4.5:1 on every background of the site', (name) => {
    for (const background of Object.values(PAGE_BACKGROUNDS)) {
      expect(contrast(ThemeColour[name], background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('text on the brand fills reads at 4.5:1', () => {
    expect(contrast(ThemeColour.onPrimary, ThemeColour.primary)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(ThemeColour.onWarning, ThemeColour.warning)).toBeGreaterThanOrEqual(4.5);
  });

  it('global.css declares every colour as a custom property of the same value', () => {
    for (const [name, value] of Object.entries(ThemeColour)) {
      const declared = new RegExp(`--color-${kebab(name)}:\\s*([^;]+);`).exec(globalCss);
      expect(declared?.[1]?.toLowerCase(), name).toBe(value.toLowerCase());
    }
  });

  it("antd draws links, primary texts and the primary button's text in readable shades", () => {
    const { token = {}, components = {} } = antdTheme;
    for (const text of [token.colorLink, token.colorPrimaryText, token.colorWarningText]) {
      expect(contrast(text!, PAGE_BACKGROUNDS.white)).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrast(components.Button!.primaryColor!, token.colorPrimary!)).toBeGreaterThanOrEqual(
      4.5,
    );
    const button = components.Button!;
    for (const text of [button.defaultHoverColor, button.defaultActiveColor]) {
      expect(contrast(text!, PAGE_BACKGROUNDS.white)).toBeGreaterThanOrEqual(4.5);
    }
    for (const fill of [token.colorError, token.colorErrorHover, token.colorErrorActive]) {
      expect(contrast('#FFFFFF', fill!)).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrast(token.colorSuccess!, token.colorSuccessBg!)).toBeGreaterThanOrEqual(4.5);
    // Preset tags: text in the seventh shade on the first.
    expect(contrast(token.green7!, '#F6FFED')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(token.gold7!, '#FFFBE6')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(token.orange7!, '#FFF7E6')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(components.Table!.colorTextDisabled!, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
  });
});
