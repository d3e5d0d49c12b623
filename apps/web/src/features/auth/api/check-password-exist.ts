import type { TSession } from '@haoduo/contract';
import { api } from '../../../shared/api/api-client';

/**
 * GET /api/v1/user-service/user/check-password-exist, for a sign-in that is not kept yet
 * (its own session): false opens the initial-password modal.
 */
export async function checkPasswordExist(session: TSession): Promise<boolean> {
  const data = await api.get<{ exist: boolean }>(
    '/api/v1/user-service/user/check-password-exist',
    {},
    { session },
  );
  return data.exist;
}
