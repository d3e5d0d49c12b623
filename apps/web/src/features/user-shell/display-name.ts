import { AccountType } from '@haoduo/contract';

const TEACHER_SUFFIX = '老师';

/**
 * The account name of the user shell header: teachers get the suffix 老师, unless the
 * name already ends with it (王老师 stays 王老师).
 */
export function shellDisplayName(name: string, accountType: number | null): string {
  if (accountType !== AccountType.TEACHER || name === '' || name.endsWith(TEACHER_SUFFIX)) {
    return name;
  }
  return `${name}${TEACHER_SUFFIX}`;
}
