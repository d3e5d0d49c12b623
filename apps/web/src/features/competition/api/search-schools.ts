import { competitionAppEndpoints } from '@haoduo/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { COMPETITION_KEY } from './keys';

/** GET app/ai-competition/schools: the schools of a district whose name has the keyword. */
export function useSchoolSearch(districtId: number | undefined, keyword: string) {
  return useQuery({
    ...api.query(
      competitionAppEndpoints.schools,
      { districtId: districtId ?? 0, keyword: keyword.trim() || undefined },
      [COMPETITION_KEY, 'schools'],
    ),
    enabled: districtId !== undefined,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
