import { encodePassword } from '@haoduo/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import type { TLoginResult } from '../model/login-result';

export interface TTeacherPasswordLoginInput {
  mobile: string;
  password: string;
}

/** POST /works/custom/teacher-pwd-login: mobile and encoded password. */
export function teacherPasswordLogin({
  mobile,
  password,
}: TTeacherPasswordLoginInput): Promise<TLoginResult> {
  return api.post<TLoginResult>('/api/v1/works-service/works/custom/teacher-pwd-login', {
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
