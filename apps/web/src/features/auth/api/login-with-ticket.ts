import { api } from '../../../shared/api/api-client';
import type { TLoginResult } from '../model/login-result';
import type { TSsoTicket } from '../sso/sso-ticket';

/**
 * Exchange a sign-in service ticket for a session: POST /api/v1/auth/login-with-ticket
 * { ticket, service } answering a sign-in result. Silent: the caller decides what to say.
 */
export function loginWithTicket({ ticket, service }: TSsoTicket): Promise<TLoginResult> {
  return api.post<TLoginResult>(
    '/api/v1/auth/login-with-ticket',
    { ticket, service },
    { silent: true },
  );
}
