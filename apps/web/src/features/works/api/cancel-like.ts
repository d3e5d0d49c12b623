import type { TLikeResult } from '@haoduo/contract';
import { api } from '../../../shared/api/api-client';
import { WORKS_PATH } from './keys';

/** POST works/app/cancel-like: take back a like. */
export function cancelLike(worksId: number): Promise<TLikeResult> {
  return api.post<TLikeResult>(`${WORKS_PATH}/app/cancel-like`, { worksId });
}
