/**
 * Where the sign-in service may send a ticket: its own origin and the origins of
 * SSO_ALLOWED_SERVICES. Anything else (another site, javascript:, credentials in the URL)
 * is refused, so the service cannot be used to hand tickets to a stranger.
 */
export type TServiceCheck = { ok: true; service: string | null } | { ok: false };

export function checkService(
  raw: string | undefined,
  ownOrigin: string,
  allowedOrigins: readonly string[],
): TServiceCheck {
  if (raw === undefined || raw.trim() === '') return { ok: true, service: null };
  const service = raw.trim();
  if (service.length > 2000) return { ok: false };
  let url: URL;
  try {
    url = new URL(service);
  } catch {
    return { ok: false };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false };
  if (url.username || url.password) return { ok: false };
  if (url.origin !== ownOrigin && !allowedOrigins.includes(url.origin)) return { ok: false };
  return { ok: true, service };
}

/** The service URL with the ticket added as the `ticket` query parameter. */
export function serviceWithTicket(service: string, ticket: string): string {
  const url = new URL(service);
  url.searchParams.set('ticket', ticket);
  return url.toString();
}
