import { describe, expect, it } from 'vitest';
import { parseTabParam, topTabOfPath, visibleTopTabs } from './top-tabs';

describe('top tabs', () => {
  it('lists the five entries in order and hides the works square in the AI edition', () => {
    expect(visibleTopTabs(false).map((tab) => tab.path)).toEqual([
      '/',
      '/aiTools',
      '/aiCourse',
      '/competitionCenter',
      '/worksSquare',
    ]);
    expect(visibleTopTabs(true).map((tab) => tab.path)).not.toContain('/worksSquare');
  });

  it('finds the tab of a path, including detail pages of a section', () => {
    expect(topTabOfPath('/')).toBe(0);
    expect(topTabOfPath('/aiTools')).toBe(1);
    expect(topTabOfPath('/competition/detail')).toBe(3);
    expect(topTabOfPath('/worksSquare')).toBe(4);
    expect(topTabOfPath('/device')).toBeNull();
    expect(topTabOfPath('/aiToolsX')).toBeNull();
  });

  it('accepts only tab indexes that exist', () => {
    expect(parseTabParam('2')).toBe(2);
    expect(parseTabParam('5')).toBeNull();
    expect(parseTabParam('-1')).toBeNull();
    expect(parseTabParam(null)).toBeNull();
  });
});
