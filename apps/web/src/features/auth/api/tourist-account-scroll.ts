import { authEndpoints, type TTouristScroll } from '@haoduo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

/** One trial claimant of the scroll, name and mobile masked. */
export type TTouristClaimant = TTouristScroll['touristAccountScrollList'][number];

/** How many claimed a trial account, and who lately (names and mobiles masked). */
export function getTouristAccountScroll() {
  return api.call(authEndpoints.touristScroll, undefined);
}

export function touristAccountScrollQueryOptions() {
  return queryOptions({
    queryKey: ['auth', 'tourist-account-scroll'],
    queryFn: getTouristAccountScroll,
  });
}

export function useTouristAccountScroll(enabled = true) {
  return useQuery({ ...touristAccountScrollQueryOptions(), enabled });
}
