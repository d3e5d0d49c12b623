import type { TLikeResult } from '@haoduo/contract';
import { api } from '../../../shared/api/api-client';
import { WORKS_PATH } from './keys';

/** POST works/app/like: like a public work (once per person; a second like changes nothing). */
export function likeWork(worksId: number): Promise<TLikeResult> {
  return api.post<TLikeResult>(`${WORKS_PATH}/app/like`, { worksId });
}
