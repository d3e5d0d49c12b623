import { userEndpoints, type TSession } from '@haoduo/contract';
import { api } from '../../../shared/api/api-client';

/**
 * Whether the user has a password, for a sign-in that is not kept yet (its own session):
 * false opens the initial-password modal.
 */
export async function checkPasswordExist(session: TSession): Promise<boolean> {
  const data = await api.call(userEndpoints.passwordExists, undefined, { session });
  return data.exist;
}
