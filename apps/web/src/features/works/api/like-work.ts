import { workEndpoints, type TLikeResult } from '@haoduo/contract';
import { api } from '../../../shared/api/api-client';

/** POST works/app/like: like a public work (once per person; a second like changes nothing). */
export function likeWork(worksId: number): Promise<TLikeResult> {
  return api.call(workEndpoints.appLike, { worksId });
}
