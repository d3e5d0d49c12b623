import { authEndpoints } from '@haoduo/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import type { TLoginResult } from '../model/login-result';

export interface TTeacherCodeLoginInput {
  mobile: string;
  captcha: string;
  /** A trial visitor signing in from the trial tab. */
  tourist?: boolean;
}

/**
 * A teacher's sign-in by mobile and code; with `tourist: true` for a trial visitor, who gets
 * 403 暂未查询到你的体验账号 without a trial account. The trial tab makes the call silent to
 * show its own popup for that answer.
 */
export function teacherCodeLogin(
  { mobile, captcha, tourist = false }: TTeacherCodeLoginInput,
  options: { silent?: boolean } = {},
): Promise<TLoginResult> {
  return api.call(
    authEndpoints.teacherCodeLogin,
    { mobile: mobile.trim(), captcha: captcha.trim(), tourist },
    { silent: options.silent },
  );
}

export function useTeacherCodeLogin(options: { silent?: boolean } = {}) {
  return useMutation({
    mutationKey: ['auth', 'teacher-login'],
    mutationFn: (input: TTeacherCodeLoginInput) => teacherCodeLogin(input, options),
  });
}
