import { authEndpoints, encodePassword } from '@haoduo/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import type { TLoginResult } from '../model/login-result';

export interface TStudentLoginInput {
  username: string;
  password: string;
}

/** A pupil's sign-in: login name and encoded password. */
export function studentLogin({ username, password }: TStudentLoginInput): Promise<TLoginResult> {
  return api.call(authEndpoints.studentLogin, {
    username: username.trim(),
    password: encodePassword(password),
  });
}

export function useStudentLogin() {
  return useMutation({ mutationKey: ['auth', 'student-login'], mutationFn: studentLogin });
}
