import {
  competitionAppEndpoints,
  type TCommitWorksBody,
  type TMyRegistration,
  type TRegistrationCommitBody,
  type TRegistrationLookupQuery,
  type TRegistrationModifyBody,
} from '@haoduo/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { COMPETITION_KEY } from './keys';

/*
 * A pupil's registration. Every call here is silent: the forms say what went wrong beside
 * their fields (or above them), not in a toast.
 */

const quiet = { silent: true } as const;

export function commitRegistration(body: TRegistrationCommitBody): Promise<TMyRegistration> {
  return api.call(competitionAppEndpoints.commitRegistration, body, quiet);
}

export function modifyRegistration(body: TRegistrationModifyBody): Promise<TMyRegistration> {
  return api.call(competitionAppEndpoints.modifyRegistration, body, quiet);
}

export function lookUpRegistration(query: TRegistrationLookupQuery): Promise<TMyRegistration> {
  return api.call(competitionAppEndpoints.detail, query, quiet);
}

export function commitWorks(body: TCommitWorksBody) {
  return api.call(competitionAppEndpoints.commitWorks, body, quiet);
}

/** The registration kept for this visit (its number and token), read anew from the server. */
export function registrationQuery(id: number, token: string) {
  return queryOptions({
    queryKey: [COMPETITION_KEY, 'registration', id, token],
    queryFn: ({ signal }) =>
      api.call(competitionAppEndpoints.registrationDetail, { id, token }, { signal, silent: true }),
    retry: false,
  });
}

export function useRegistration(kept: { id: number; token: string } | null) {
  return useQuery({
    ...registrationQuery(kept?.id ?? 0, kept?.token ?? ''),
    enabled: kept !== null,
  });
}

/** Puts a registration the server answered into the cache (after commit, modify, lookup). */
export function useRememberRegistration() {
  const client = useQueryClient();
  return (registration: TMyRegistration) =>
    client.setQueryData(
      registrationQuery(registration.id, registration.token).queryKey,
      registration,
    );
}
