import type { TAccountRow } from './users.queries';

/** An item of a sign-in result's accountList: one account of the person, per school. */
export function presentAccount(
  row: Pick<TAccountRow, 'accountId' | 'accountName' | 'schoolId' | 'schoolName' | 'accountType'>,
) {
  return {
    accountUserId: row.accountId,
    accountName: row.accountName,
    schoolId: row.schoolId,
    schoolName: row.schoolName,
    accountType: row.accountType,
  };
}
