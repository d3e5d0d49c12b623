import { WORKS_KINDS, worksStateOf, type TWorksKind, type TWorksState } from '@haoduo/contract';
import type { TTagColor } from '../../../shared/ui/tag';

/** The kinds of my works' filter, in the order a pupil meets them ('all' first). */
export const KIND_FILTERS: readonly ('all' | TWorksKind)[] = ['all', ...WORKS_KINDS];

const STATE_COLORS: Record<TWorksState, TTagColor> = {
  draft: 'default',
  rejected: 'red',
  pending: 'gold',
  published: 'green',
  offline: 'orange',
};

/** The one state of a work (its i18n key under works.state) and the colour of its tag. */
export function workState(work: { status: number; auditStatus: number }) {
  const state = worksStateOf(work);
  return { state, key: `works.state.${state}` as const, color: STATE_COLORS[state] };
}

/** Published and approved: public in the gallery (what a teacher may take back). */
export const isPublishedWork = (work: { status: number; auditStatus: number }) =>
  worksStateOf(work) === 'published';
