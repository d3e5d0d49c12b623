import { Paths } from '../../shared/navigation/paths';

/** The five top entries, in the order of the spec; the index is the zpCenterTab value. */
export const TOP_TABS = [
  { index: 0, path: Paths.HOME, labelKey: 'nav.home' },
  { index: 1, path: Paths.AI_TOOLS, labelKey: 'nav.aiTools' },
  { index: 2, path: Paths.AI_COURSE, labelKey: 'nav.aiCourse' },
  { index: 3, path: Paths.COMPETITION_CENTER, labelKey: 'nav.competitionCenter' },
  { index: 4, path: Paths.WORKS_SQUARE, labelKey: 'nav.worksSquare' },
] as const;

export type TTopTab = (typeof TOP_TABS)[number];

/** The tabs to show: the works square is hidden in the AI edition. */
export function visibleTopTabs(aiEdition: boolean): TTopTab[] {
  return TOP_TABS.filter((tab) => !(aiEdition && tab.path === Paths.WORKS_SQUARE));
}

/** Detail pages that belong under a tab, so the tab stays highlighted there. */
const SECTION_PREFIXES: ReadonlyArray<readonly [string, number]> = [
  ['/competition/', 3],
  ['/course/', 2],
  ['/works/', 4],
  ['/book/reading', 4],
  ['/book/detail', 4],
  ['/video/play', 4],
];

/** The tab a path belongs to, or null for pages outside the five sections. */
export function topTabOfPath(pathname: string): number | null {
  if (pathname === Paths.HOME) return 0;
  for (const tab of TOP_TABS) {
    if (tab.index > 0 && (pathname === tab.path || pathname.startsWith(`${tab.path}/`))) {
      return tab.index;
    }
  }
  return SECTION_PREFIXES.find(([prefix]) => pathname.startsWith(prefix))?.[1] ?? null;
}

/** A valid ?tab= value, or null. */
export function parseTabParam(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const index = Number(value);
  return index < TOP_TABS.length ? index : null;
}
