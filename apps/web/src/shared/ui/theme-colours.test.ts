import { undeclaredThemeColours, unreadableSmallText } from '@haoduo/ui/testing';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The backgrounds the site draws small text on; each pair must reach 4.5:1. */
const PAGE_BACKGROUNDS = {
  white: '#FFFFFF',
  page: '#F5F8FC',
  primaryTint: '#E9F6FF',
  warningTint: '#FFF2EB',
};

const globalCss = readFileSync(join(import.meta.dirname, '../../app/global.css'), 'utf8');

// The colours and antd's theme themselves are tested in packages/ui; here, the site's use.
describe("the site's theme colours", () => {
  it('small text reads at 4.5:1 on every background of the site', () => {
    expect(unreadableSmallText(PAGE_BACKGROUNDS)).toEqual([]);
  });

  it('global.css declares every colour as a custom property of the same value', () => {
    expect(undeclaredThemeColours(globalCss)).toEqual([]);
  });
});
