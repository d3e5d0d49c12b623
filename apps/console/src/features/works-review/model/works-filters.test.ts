import { describe, expect, it } from 'vitest';
import { DEFAULT_WORKS_FILTERS, worksQueryOf } from './works-filters';

describe('works filters → list query', () => {
  it('sends only the filters set, texts trimmed, with the page', () => {
    expect(
      worksQueryOf(
        { keyword: '  小猫 ', authorName: '', type: 1, status: null, recommend: 'true', tagId: 3 },
        { currentPage: 2, pageSize: 24 },
      ),
    ).toEqual({
      currentPage: 2,
      pageSize: 24,
      keyword: '小猫',
      type: 1,
      recommend: 'true',
      tagId: 3,
    });
  });

  it('opens on the works waiting for review', () => {
    expect(worksQueryOf(DEFAULT_WORKS_FILTERS, { currentPage: 1, pageSize: 24 })).toEqual({
      currentPage: 1,
      pageSize: 24,
      status: 1,
    });
  });

  it('keeps 0 (draft, waiting review) as a real filter value', () => {
    expect(worksQueryOf({ status: 0, auditStatus: 0 }, { currentPage: 1, pageSize: 12 })).toEqual({
      currentPage: 1,
      pageSize: 12,
      status: 0,
      auditStatus: 0,
    });
  });
});
