import { AccountType, type TSession } from '@haoduo/contract';
import type { TAppState } from './app-state';

/**
 * The request session of the wire contract: bearer token, account type, and the active
 * school (for students the login tenant id when present).
 */
export function sessionOf(
  state: Pick<TAppState, 'token' | 'accountType' | 'user' | 'loginTenantId'>,
): TSession {
  const schoolId =
    state.accountType === AccountType.STUDENT && state.loginTenantId != null
      ? state.loginTenantId
      : (state.user?.schoolId ?? null);
  return { token: state.token, accountType: state.accountType, schoolId };
}

/**
 * Who is asking, for query keys of per-user data: the account and the active school, so a
 * school switch or another sign-in never reads the previous viewer's cache.
 */
export function viewerKey(
  state: Pick<TAppState, 'token' | 'accountType' | 'user' | 'loginTenantId'>,
): string {
  const { accountType, schoolId } = sessionOf(state);
  return `${accountType ?? 0}:${state.user?.accountUserId ?? 0}:${schoolId ?? 0}`;
}
