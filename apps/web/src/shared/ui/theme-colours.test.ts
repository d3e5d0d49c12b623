import { SMALL_TEXT_COLOURS, ThemeColour } from '@haoduo/ui';
import { contrast } from '@haoduo/ui/testing';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The backgrounds the site draws small text on; each pair must reach 4.5:1. */
const PAGE_BACKGROUNDS = {
  white: '#FFFFFF',
  page: '#F5F8FC',
  primaryTint: '#E9F6FF',
  warningTint: '#FFF2EB',
} as const;

const globalCss = readFileSync(join(import.meta.dirname, '../../app/global.css'), 'utf8');

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

// The colours and antd's theme themselves are tested in packages/ui; here, the site's use.
describe("the site's theme colours", () => {
  it.each(SMALL_TEXT_COLOURS)('%s reads at 4.5:1 on every background of the site', (name) => {
    for (const background of Object.values(PAGE_BACKGROUNDS)) {
      expect(contrast(ThemeColour[name], background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('global.css declares every colour as a custom property of the same value', () => {
    for (const [name, value] of Object.entries(ThemeColour)) {
      const declared = new RegExp(`--color-${kebab(name)}:\\s*([^;]+);`).exec(globalCss);
      expect(declared?.[1]?.toLowerCase(), name).toBe(value.toLowerCase());
    }
  });
});
