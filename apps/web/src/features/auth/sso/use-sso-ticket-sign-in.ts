import { ApiError } from '@haoduo/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../shared/ui/feedback';
import { loginWithTicket } from '../api/login-with-ticket';
import type { TStartSignIn } from '../hooks/use-sign-in-flow';
import { clearSsoTicket, readSsoTicket } from './sso-ticket';

const ROUTE_MISSING = 404;

/**
 * On the login page: a ticket the bootstrap stored is exchanged for a session once, then
 * forgotten (tickets are single use); the sign-in goes on through the usual flow.
 */
export function useSsoTicketSignIn(start: TStartSignIn): void {
  const { t } = useTranslation();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    const stored = readSsoTicket();
    if (!stored) return;
    started.current = true;
    clearSsoTicket();
    loginWithTicket(stored).then(start, (error: unknown) => {
      if (error instanceof ApiError && error.status !== ROUTE_MISSING) {
        void feedback().message.warning(t('auth.sso.failed'));
      }
    });
  }, [start, t]);
}
