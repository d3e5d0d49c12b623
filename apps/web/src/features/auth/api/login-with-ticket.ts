import { authEndpoints } from '@haoduo/contract';
import { api } from '../../../shared/api/api-client';
import type { TLoginResult } from '../model/login-result';
import type { TSsoTicket } from '../sso/sso-ticket';

/**
 * Exchange a sign-in service ticket for a session ({ ticket, service } answering a sign-in
 * result). Silent: the caller decides what to say.
 */
export function loginWithTicket({ ticket, service }: TSsoTicket): Promise<TLoginResult> {
  return api.call(authEndpoints.ticketLogin, { ticket, service }, { silent: true });
}
