import type { FastifyReply, FastifyRequest } from 'fastify';

/** The sign-in service's cookies: its session, and the form token against login CSRF. */
export const SSO_SESSION_COOKIE = 'haoduo_sso';
export const SSO_CSRF_COOKIE = 'haoduo_sso_csrf';

export function readCookie(request: FastifyRequest, name: string): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) {
      const value = part.slice(index + 1).trim();
      return /^[A-Za-z0-9_-]{1,200}$/.test(value) ? value : null;
    }
  }
  return null;
}

export function setCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
  value: string,
  options: { maxAgeSeconds: number; sameSite: 'Lax' | 'Strict' },
): void {
  const parts = [
    `${name}=${value}`,
    'Path=/sso',
    'HttpOnly',
    `SameSite=${options.sameSite}`,
    `Max-Age=${options.maxAgeSeconds}`,
  ];
  if (request.protocol === 'https') parts.push('Secure');
  const existing = reply.getHeader('set-cookie');
  const list = Array.isArray(existing) ? existing : existing ? [String(existing)] : [];
  reply.header('set-cookie', [...list, parts.join('; ')]);
}

export function clearCookie(request: FastifyRequest, reply: FastifyReply, name: string): void {
  setCookie(request, reply, name, '', { maxAgeSeconds: 0, sameSite: 'Lax' });
}
