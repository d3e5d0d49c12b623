import { regionEndpoints } from '@haoduo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { COMPETITION_KEY } from './keys';

/** The shipped region data changes with a release only: kept for the visit. */
const FOR_THE_VISIT = Number.POSITIVE_INFINITY;

/** GET city/get-all-cities: the provinces with their cities. */
export const provincesQuery = queryOptions({
  ...api.query(regionEndpoints.cities, undefined, [COMPETITION_KEY, 'regions']),
  staleTime: FOR_THE_VISIT,
});

export function useProvinces() {
  return useQuery(provincesQuery);
}

/** GET city/get-all-district?cityId=: the districts of one city (none until a city is chosen). */
export function useDistricts(cityId: number | undefined) {
  return useQuery({
    ...api.query(regionEndpoints.districts, { cityId }, [COMPETITION_KEY, 'regions']),
    staleTime: FOR_THE_VISIT,
    enabled: cityId !== undefined,
  });
}
