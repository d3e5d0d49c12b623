import type { LightMyRequestResponse } from 'fastify';
import type { TTestApp } from '../../../../../test/helpers/test-app';

/** Browser steps against the sign-in service, by inject. */

export function cookiesOf(res: LightMyRequestResponse): Record<string, string> {
  const header = res.headers['set-cookie'];
  const list = Array.isArray(header) ? header : header ? [header] : [];
  return Object.fromEntries(
    list.map((line) => {
      const [pair] = line.split(';');
      const index = pair!.indexOf('=');
      return [pair!.slice(0, index), pair!.slice(index + 1)];
    }),
  );
}

export const cookieHeader = (cookies: Record<string, string>) =>
  Object.entries(cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');

export async function postForm(
  t: TTestApp,
  url: string,
  form: Record<string, string>,
  cookies: Record<string, string>,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: cookieHeader(cookies),
    },
    payload: new URLSearchParams(form).toString(),
  });
}

/** Signs in on the password page; the ticket (from the redirect) and the session cookie. */
export async function ssoSignIn(
  t: TTestApp,
  account: string,
  password: string,
  service: string,
  path = '/sso/login',
) {
  const page = await t.app.inject({
    method: 'GET',
    url: `${path}?service=${encodeURIComponent(service)}`,
  });
  const csrf = cookiesOf(page).haoduo_sso_csrf!;
  const res = await postForm(
    t,
    path,
    { account, password, csrf, service },
    { haoduo_sso_csrf: csrf },
  );
  const location = res.headers.location ? String(res.headers.location) : null;
  const ticket = location ? new URL(location).searchParams.get('ticket') : null;
  return { res, ticket: ticket!, session: cookiesOf(res).haoduo_sso!, csrf };
}

/** A ticket from an existing sign-in session (no credentials typed). */
export async function ticketFromSession(t: TTestApp, session: string, service: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/sso/login?service=${encodeURIComponent(service)}`,
    headers: { cookie: `haoduo_sso=${session}` },
  });
  return new URL(String(res.headers.location)).searchParams.get('ticket')!;
}

export function casGet(t: TTestApp, path: string, query: Record<string, string>) {
  return t.app.inject({ method: 'GET', url: `${path}?${new URLSearchParams(query)}` });
}
