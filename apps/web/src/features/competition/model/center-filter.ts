import { COMPETITION_PHASES, type TCompetitionPhase } from '@haoduo/contract';
import type { TCompetitionFilter } from '../api/get-competitions';

/** The centre's filter from its address: ?phase=&region=&page=. */
export function centerFilterOf(params: URLSearchParams): TCompetitionFilter {
  const phase = COMPETITION_PHASES.find((known) => known === params.get('phase'));
  const region = params.get('region')?.trim();
  const page = Number(params.get('page'));
  return {
    ...(phase ? { phase: phase as TCompetitionPhase } : {}),
    ...(region ? { suitDistrict: region } : {}),
    ...(Number.isInteger(page) && page > 1 ? { currentPage: page } : {}),
  };
}

/** The address of a filter (what centerFilterOf reads back). */
export function centerSearchOf(filter: TCompetitionFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.phase) params.set('phase', filter.phase);
  if (filter.suitDistrict) params.set('region', filter.suitDistrict);
  if (filter.currentPage && filter.currentPage > 1) params.set('page', String(filter.currentPage));
  return params;
}
