import { Paths } from '../../shared/navigation/paths';
import { isSignedIn, useAppStore } from '../../shared/stores/app-store';
import { captureSsoTicket, clearSsoTicket } from './sso/sso-ticket';

/**
 * The auth feature's second entry, for the app bootstrap (main.tsx) before the router
 * starts; kept apart from the index so the first load does not pull in the sign-in screens.
 *
 * A ticket from the sign-in service is taken out of the URL and stored. A signed-in visitor
 * has no use for it; anyone else is sent to /login, which exchanges it for a session.
 */
export function bootstrapSsoTicket(win: Window = window): void {
  const captured = captureSsoTicket(win);
  if (!captured) return;
  if (isSignedIn(useAppStore.getState())) {
    clearSsoTicket();
    return;
  }
  if (win.location.pathname !== Paths.LOGIN) win.history.replaceState(null, '', Paths.LOGIN);
}
