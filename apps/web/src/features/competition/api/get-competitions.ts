import {
  competitionAppEndpoints,
  type TCompetitionPhase,
  type TCompetitionPublicPageQuery,
} from '@haoduo/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { COMPETITION_KEY } from './keys';

export const CENTER_PAGE_SIZE = 12;

/** What the centre's list shows: a phase, a region text, a series, a page. */
export interface TCompetitionFilter {
  phase?: TCompetitionPhase;
  suitDistrict?: string;
  festival?: string;
  currentPage?: number;
}

function queryOf(filter: TCompetitionFilter, pageSize: number): TCompetitionPublicPageQuery {
  return {
    currentPage: filter.currentPage ?? 1,
    pageSize,
    ...(filter.phase ? { phase: filter.phase } : {}),
    ...(filter.suitDistrict ? { suitDistrict: filter.suitDistrict } : {}),
    ...(filter.festival ? { festival: filter.festival } : {}),
  };
}

/** GET app/ai-competition/page: released competitions, highest sortScore first. */
export function competitionsQuery(filter: TCompetitionFilter, pageSize = CENTER_PAGE_SIZE) {
  return queryOptions({
    ...api.query(competitionAppEndpoints.page, queryOf(filter, pageSize), [COMPETITION_KEY]),
    staleTime: 60_000,
  });
}

export function useCompetitions(filter: TCompetitionFilter, pageSize = CENTER_PAGE_SIZE) {
  return useQuery({ ...competitionsQuery(filter, pageSize), placeholderData: keepPreviousData });
}
