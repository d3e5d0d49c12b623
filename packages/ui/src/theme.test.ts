import { Theme } from '@haoduo/contract';
import { describe, expect, it } from 'vitest';
import { antdTheme } from './antd-theme';
import { contrast } from './testing/contrast';
import { undeclaredThemeColours, unreadableSmallText } from './testing/theme-checks';
import { SMALL_TEXT_COLOURS, ThemeColour } from './theme-colours';

const WHITE = '#FFFFFF';

describe('theme colours', () => {
  it('keeps the brand colours of the spec', () => {
    expect(ThemeColour.primary).toBe('#4AB1FF');
    expect(ThemeColour.warning).toBe('#FF6200');
  });

  it('the brand colours are too light for small text, so text takes their darker shades', () => {
    expect(contrast(Theme.PRIMARY, WHITE)).toBeLessThan(4.5);
    expect(contrast(Theme.WARNING, WHITE)).toBeLessThan(4.5);
    expect(contrast(WHITE, Theme.PRIMARY)).toBeLessThan(4.5);
  });

  it.each(SMALL_TEXT_COLOURS)('%s reads at 4.5:1 on white', (name) => {
    expect(contrast(ThemeColour[name], WHITE)).toBeGreaterThanOrEqual(4.5);
  });

  it('text on the brand fills reads at 4.5:1', () => {
    expect(contrast(ThemeColour.onPrimary, ThemeColour.primary)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(ThemeColour.onWarning, ThemeColour.warning)).toBeGreaterThanOrEqual(4.5);
  });

  it("antd draws links, primary texts and the primary button's text in readable shades", () => {
    const { token = {}, components = {} } = antdTheme;
    for (const text of [token.colorLink, token.colorPrimaryText, token.colorWarningText]) {
      expect(contrast(text!, WHITE)).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrast(components.Button!.primaryColor!, token.colorPrimary!)).toBeGreaterThanOrEqual(
      4.5,
    );
    const button = components.Button!;
    for (const text of [button.defaultHoverColor, button.defaultActiveColor]) {
      expect(contrast(text!, WHITE)).toBeGreaterThanOrEqual(4.5);
    }
    for (const fill of [token.colorError, token.colorErrorHover, token.colorErrorActive]) {
      expect(contrast(WHITE, fill!)).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrast(token.colorSuccess!, token.colorSuccessBg!)).toBeGreaterThanOrEqual(4.5);
    // Preset tags: text in the seventh shade on the first.
    expect(contrast(token.green7!, '#F6FFED')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(token.gold7!, '#FFFBE6')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(token.orange7!, '#FFF7E6')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(components.Table!.colorTextDisabled!, WHITE)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('contrast', () => {
  it('measures black on white at 21:1 and a colour on itself at 1:1', () => {
    expect(contrast('#000000')).toBeCloseTo(21);
    expect(contrast('#4AB1FF', '#4AB1FF')).toBeCloseTo(1);
  });

  it('paints translucent text over its background', () => {
    expect(contrast('rgba(0, 0, 0, 0.6)')).toBeGreaterThan(4.5);
    expect(contrast('rgba(0, 0, 0, 0.45)')).toBeLessThan(4.5);
  });
});

describe('the checks of the apps', () => {
  it('name the colours a style sheet leaves out or declares otherwise', () => {
    const css = Object.entries(ThemeColour)
      .map(
        ([name, value]) =>
          `--color-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: ${value};`,
      )
      .join('\n');
    expect(undeclaredThemeColours(css)).toEqual([]);
    expect(undeclaredThemeColours(css.replace('#0062AD', '#4AB1FF'))).toEqual(['primaryText']);
    expect(undeclaredThemeColours('')).toHaveLength(Object.keys(ThemeColour).length);
  });

  it('name the small texts that miss 4.5:1 on a background', () => {
    expect(unreadableSmallText({ white: WHITE })).toEqual([]);
    expect(unreadableSmallText({ dark: '#333333' })).toContain('primaryText on dark');
  });
});
