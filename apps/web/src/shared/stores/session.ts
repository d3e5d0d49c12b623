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
