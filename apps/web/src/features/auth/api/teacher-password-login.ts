import { authEndpoints, encodePassword } from '@haoduo/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import type { TLoginResult } from '../model/login-result';

export interface TTeacherPasswordLoginInput {
  mobile: string;
  password: string;
}

/** A teacher's sign-in by mobile and encoded password. */
export function teacherPasswordLogin({
  mobile,
  password,
}: TTeacherPasswordLoginInput): Promise<TLoginResult> {
  return api.call(authEndpoints.teacherPasswordLogin, {
    mobile: mobile.trim(),
    password: encodePassword(password),
  });
}

export function useTeacherPasswordLogin() {
  return useMutation({
    mutationKey: ['auth', 'teacher-pwd-login'],
    mutationFn: teacherPasswordLogin,
  });
}
