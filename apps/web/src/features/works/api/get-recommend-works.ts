import { workEndpoints, type TWorksCard } from '@haoduo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { WORKS_KEY } from './keys';

/** GET works/custom/recommend-works: public works related to one (same type and tags first). */
export function getRecommendWorks(currentId: number, recommendNum: number): Promise<TWorksCard[]> {
  return api.call(workEndpoints.recommendWorks, { currentId, recommendNum }, { silent: true });
}

export function recommendWorksQuery(currentId: number, recommendNum = 6) {
  return queryOptions({
    queryKey: [WORKS_KEY, 'recommend', currentId, recommendNum],
    queryFn: () => getRecommendWorks(currentId, recommendNum),
    enabled: currentId > 0,
  });
}

export function useRecommendWorks(currentId: number, recommendNum = 6) {
  return useQuery(recommendWorksQuery(currentId, recommendNum));
}
