import type { TConfig } from '../../../platform/config';

/**
 * The proxy callback (pgtUrl) of CAS 2.0/3.0: the server hands a proxy-granting ticket to
 * the service over HTTPS at an allowed origin, and only a 200 answer makes it count. Plain
 * http is allowed only to localhost and only when SSO_PROXY_CALLBACK_HTTP_LOCALHOST is set
 * (tests).
 */

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const CALLBACK_TIMEOUT_MS = 5000;

export function proxyCallbackAllowed(
  raw: string,
  config: Pick<TConfig, 'ssoAllowedServices' | 'ssoProxyCallbackHttpLocalhost' | 'appEnv'>,
): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.username || url.password || url.hash) return false;
  if (!config.ssoAllowedServices.includes(url.origin)) return false;
  if (url.protocol === 'https:') return true;
  return (
    url.protocol === 'http:' &&
    config.ssoProxyCallbackHttpLocalhost &&
    config.appEnv !== 'prod' &&
    LOCAL_HOSTS.has(url.hostname)
  );
}

/** Calls pgtUrl?pgtId=...&pgtIou=...; true only for a 200 answer (redirects are not followed). */
export async function deliverProxyGrantingTicket(
  pgtUrl: string,
  pgtId: string,
  pgtIou: string,
): Promise<boolean> {
  const url = new URL(pgtUrl);
  url.searchParams.set('pgtId', pgtId);
  url.searchParams.set('pgtIou', pgtIou);
  try {
    const res = await fetch(url, {
      redirect: 'manual',
      signal: AbortSignal.timeout(CALLBACK_TIMEOUT_MS),
    });
    await res.body?.cancel();
    return res.status === 200;
  } catch {
    return false;
  }
}
