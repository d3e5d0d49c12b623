/**
 * A tile opens this site's AI studio in the same tab with a short address: the signed launch
 * ticket travels in the navigation's state, not in the address, and the studio redeems it.
 */
export interface TLaunchState {
  launchCode: string;
}

export function launchState(launchCode: string | null): TLaunchState | undefined {
  return launchCode ? { launchCode } : undefined;
}

/** The ticket a navigation's state carries, if any. */
export function launchCodeOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const code = (state as Partial<TLaunchState>).launchCode;
  return typeof code === 'string' && code !== '' ? code : null;
}

/** The fields of a signed launch ticket in a studio address (the studio redeems `code`). */
const LAUNCH_TICKET_FIELDS = ['appId', 'code', 'nonce', 'timestamp', 'sign', 'inviteCode'];

/** Whether a query carries a launch ticket. */
export function hasLaunchTicket(query: URLSearchParams): boolean {
  return LAUNCH_TICKET_FIELDS.some((field) => query.has(field));
}

/** A query without its launch ticket, as a search string ('' or '?...'). */
export function searchWithoutTicket(query: URLSearchParams): string {
  const rest = new URLSearchParams(query);
  for (const field of LAUNCH_TICKET_FIELDS) rest.delete(field);
  const search = rest.toString();
  return search ? `?${search}` : '';
}
