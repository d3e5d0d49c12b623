import type { TInputOf, workEndpoints } from '@haoduo/contract';

/** The works lists' query (mng list, is-award-list and fanbook pageList share it). */
export type TWorksListQuery = TInputOf<typeof workEndpoints.mngList>;

/** What the filter bar holds (empty fields are left out of the query). */
export interface TWorksFilterValues {
  keyword?: string;
  authorName?: string;
  schoolId?: number | null;
  worksClassId?: number | null;
  type?: number | null;
  status?: number | null;
  auditStatus?: number | null;
  /** 'true' | 'false'; absent: both. */
  recommend?: 'true' | 'false' | null;
  tagId?: number | null;
}

/** The review queue opens on the works waiting for review. */
export const DEFAULT_WORKS_FILTERS: TWorksFilterValues = { status: 1 };

export const WORKS_PAGE_SIZES = [12, 24, 48, 96] as const;
export const DEFAULT_WORKS_PAGE_SIZE = 24;

function text(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function present<T>(value: T | null | undefined): T | undefined {
  return value === null || value === undefined ? undefined : value;
}

/**
 * The list query of the filters and the page: trimmed texts, only the filters set, the page
 * on the server (never a full load).
 */
export function worksQueryOf(
  filters: TWorksFilterValues,
  page: { currentPage: number; pageSize: number },
): TWorksListQuery {
  const fields = {
    keyword: text(filters.keyword),
    authorName: text(filters.authorName),
    schoolId: present(filters.schoolId),
    worksClassId: present(filters.worksClassId),
    type: present(filters.type),
    status: present(filters.status),
    auditStatus: present(filters.auditStatus),
    recommend: present(filters.recommend),
    tagId: present(filters.tagId),
  };
  const set = Object.entries(fields).filter(([, value]) => value !== undefined);
  return {
    currentPage: page.currentPage,
    pageSize: page.pageSize,
    ...(Object.fromEntries(set) as Partial<typeof fields>),
  };
}
