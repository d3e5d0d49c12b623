import { AccountType } from '@haoduo/contract';
import type { TAccountType } from '@haoduo/contract';
import { presentAccount } from '../users/users.presenter';
import type { TAccountRow } from '../users/users.queries';
import type { TNewSession } from './sessions.service';

export type TAccountListRow = Omit<TAccountRow, 'tourist'>;

/** The sign-in result: one token at the top level, the accounts, the login tenant. */
export function presentLoginResult(
  session: TNewSession,
  accountType: TAccountType,
  accounts: TAccountListRow[],
  tourist: boolean,
) {
  const accountList = accounts.map(presentAccount);
  // Students start in their first school; a teacher with several schools picks one.
  const loginTenantId =
    accountType === AccountType.STUDENT || accountList.length === 1
      ? (accountList[0]?.schoolId ?? null)
      : null;
  return {
    token: session.token,
    refreshToken: session.refreshToken,
    accountType,
    accountList,
    loginTenantId,
    tourist,
  };
}
