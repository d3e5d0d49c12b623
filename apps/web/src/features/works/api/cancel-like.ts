import { workEndpoints, type TLikeResult } from '@haoduo/contract';
import { api } from '../../../shared/api/api-client';

/** POST works/app/cancel-like: take back a like. */
export function cancelLike(worksId: number): Promise<TLikeResult> {
  return api.call(workEndpoints.appCancelLike, { worksId });
}
