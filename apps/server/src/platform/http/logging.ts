import type { FastifyServerOptions } from 'fastify';

/** Query parameters and body fields that never reach a log line. */
const SECRET_QUERY =
  /^(captcha|code|password|oldPassword|newPassword|repeatPassword|token|refreshToken|ticket|sign)$/i;

export function maskUrl(url: string): string {
  const index = url.indexOf('?');
  if (index < 0) return url;
  const params = new URLSearchParams(url.slice(index + 1));
  for (const name of [...params.keys()]) if (SECRET_QUERY.test(name)) params.set(name, '***');
  return `${url.slice(0, index)}?${params.toString()}`;
}

export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.oldPassword',
        '*.newPassword',
        '*.repeatPassword',
        '*.captcha',
        '*.token',
        '*.refreshToken',
      ],
      censor: '***',
    },
    serializers: {
      req(request) {
        return {
          method: request.method,
          url: maskUrl(request.url),
          remoteAddress: request.ip,
        };
      },
    },
  };
}
