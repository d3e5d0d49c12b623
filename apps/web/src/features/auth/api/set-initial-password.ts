import { encodePassword, type TSession } from '@haoduo/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

export interface TSetInitialPasswordInput {
  password: string;
  repeatPassword: string;
  /** The session of the sign-in waiting for its password. */
  session: TSession;
}

/** POST /api/v1/user-service/user/set-initial-password: the first password, both encoded. */
export async function setInitialPassword({
  password,
  repeatPassword,
  session,
}: TSetInitialPasswordInput): Promise<void> {
  await api.post<null>(
    '/api/v1/user-service/user/set-initial-password',
    { password: encodePassword(password), repeatPassword: encodePassword(repeatPassword) },
    { session },
  );
}

export function useSetInitialPassword() {
  return useMutation({
    mutationKey: ['auth', 'set-initial-password'],
    mutationFn: setInitialPassword,
  });
}
