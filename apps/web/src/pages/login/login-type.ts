import { LoginType, type TLoginType } from '../../shared/navigation/paths';

export const LOGIN_TABS = [
  { type: LoginType.STUDENT, labelKey: 'login.student' },
  { type: LoginType.TEACHER, labelKey: 'login.teacher' },
  { type: LoginType.TRIAL, labelKey: 'login.trial' },
] as const;

/** ?type= picks the initial tab (1 student, 2 teacher, 3 trial); anything else: student. */
export function parseLoginType(value: string | null): TLoginType {
  const type = Number(value);
  return LOGIN_TABS.some((tab) => tab.type === type) ? (type as TLoginType) : LoginType.STUDENT;
}
