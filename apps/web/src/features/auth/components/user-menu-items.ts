import { AccountType, type TAccountType } from '@haoduo/contract';
import { Paths } from '../../../shared/navigation/paths';

export type TUserMenuKey = 'creationCenter' | 'downloadCenter' | 'changePassword' | 'logout';

export interface TUserMenuEntry {
  key: TUserMenuKey;
  /** Where the entry goes; entries without a path run an action. */
  path?: string;
}

/**
 * The header menu of a signed-in user: creation centre, download
 * centre, change password (students only, once the dialog exists), log out.
 */
export function userMenuEntries(
  accountType: TAccountType | null,
  options: { canChangePassword: boolean },
): TUserMenuEntry[] {
  const entries: TUserMenuEntry[] = [
    { key: 'creationCenter', path: Paths.CREATION_CENTER },
    { key: 'downloadCenter', path: Paths.DOWNLOAD },
  ];
  if (accountType === AccountType.STUDENT && options.canChangePassword) {
    entries.push({ key: 'changePassword' });
  }
  entries.push({ key: 'logout' });
  return entries;
}
