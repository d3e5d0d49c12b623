import { encodePassword, userEndpoints, type TSession } from '@haoduo/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

export interface TSetInitialPasswordInput {
  password: string;
  repeatPassword: string;
  /** The session of the sign-in waiting for its password. */
  session: TSession;
}

/** The first password, both encoded. */
export async function setInitialPassword({
  password,
  repeatPassword,
  session,
}: TSetInitialPasswordInput): Promise<void> {
  await api.call(
    userEndpoints.setInitialPassword,
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
