import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

export interface TTouristClaimant {
  /** Masked, e.g. 王**. */
  accountName: string;
  /** Masked, e.g. 139****0000. */
  accountMobile: string;
}

export interface TTouristScroll {
  totalAccount: number;
  touristAccountScrollList: TTouristClaimant[];
}

/** GET /works/custom/tourist-account-scroll: how many claimed a trial account, and who lately. */
export function getTouristAccountScroll(): Promise<TTouristScroll> {
  return api.get<TTouristScroll>('/api/v1/works-service/works/custom/tourist-account-scroll');
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
