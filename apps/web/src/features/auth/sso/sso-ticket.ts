import { StorageKey } from '@haoduo/contract';

/**
 * The sign-in service's ticket (single sign-on): the `ticket` query
 * value that /sso/login appends to the address it returns to. It is kept in local storage
 * together with that address (the CAS "service", which the ticket is bound to) and removed
 * from the address bar, so it is never bookmarked, shared or sent on as a referrer.
 */
export interface TSsoTicket {
  ticket: string;
  /** The address the ticket was issued for: the current URL without `ticket`. */
  service: string;
}

export const TICKET_QUERY = 'ticket';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Take a ticket out of the current URL: store it, replace the URL without it (no new
 * history entry), and return it. Without a ticket, nothing changes and null is returned.
 */
export function captureSsoTicket(win: Window = window): TSsoTicket | null {
  const url = new URL(win.location.href);
  const ticket = url.searchParams.get(TICKET_QUERY)?.trim();
  if (!ticket) return null;
  url.searchParams.delete(TICKET_QUERY);
  const service = url.toString();
  const captured: TSsoTicket = { ticket, service };
  storage()?.setItem(StorageKey.SSO_TICKET, JSON.stringify(captured));
  win.history.replaceState(win.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return captured;
}

export function readSsoTicket(): TSsoTicket | null {
  const raw = storage()?.getItem(StorageKey.SSO_TICKET);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<TSsoTicket>;
    return typeof value.ticket === 'string' && typeof value.service === 'string'
      ? { ticket: value.ticket, service: value.service }
      : null;
  } catch {
    return null;
  }
}

export function clearSsoTicket(): void {
  storage()?.removeItem(StorageKey.SSO_TICKET);
}
