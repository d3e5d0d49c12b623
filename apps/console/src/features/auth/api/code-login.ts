import { authEndpoints, captchaEndpoints, type TSignInResult } from '@haoduo/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api';
import { useSessionStore } from '../../../shared/stores/session-store';

const TRACE_KEY = 'haoduo-console-trace-id';

/** This browser's trace id, made once and kept: the login record ties sign-ins to it. */
export function deviceTraceId(): string {
  let id = localStorage.getItem(TRACE_KEY);
  if (!id) {
    id =
      globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(16).slice(2)}`;
    localStorage.setItem(TRACE_KEY, id);
  }
  return id;
}

/** Sends the back-office sign-in code by SMS. */
export function sendStaffCode(mobile: string) {
  return apiClient.call(captchaEndpoints.omsStaffCode, { mobile: mobile.trim() });
}

export interface TCodeLoginInput {
  mobile: string;
  captcha: string;
}

/** Back-office sign-in by mobile and code. Silent: the form shows the failure itself. */
export function codeLogin({ mobile, captcha }: TCodeLoginInput): Promise<TSignInResult> {
  return apiClient.call(
    authEndpoints.omsCodeLogin,
    { mobile: mobile.trim(), captcha: captcha.trim(), traceId: deviceTraceId() },
    { silent: true },
  );
}

export function useCodeLogin() {
  const signIn = useSessionStore((state) => state.signIn);
  return useMutation({
    mutationFn: codeLogin,
    onSuccess: ({ token, refreshToken, staff }) => {
      if (staff) signIn({ token, refreshToken, staff });
    },
  });
}
