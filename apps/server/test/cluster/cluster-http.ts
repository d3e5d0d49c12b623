import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signedQueryString, TENANT_CODE_DEFAULT, type TQuery } from '@haoduo/contract';
import { TEST_SALT, type TCallOptions } from '../helpers/test-app';

/**
 * HTTP for the cluster run: a round-robin balancer in front of the server processes, and
 * signed calls like the web client's, to the balancer or to one process.
 */

export interface TBalancer {
  url: string;
  /** Which backend (index) answered each request, in order. */
  answeredBy: number[];
  close(): Promise<void>;
}

/**
 * Round robin over the backends' ports. A backend that refuses the connection (killed, or
 * not started) is skipped and the next one tried: the request never reached it; so is a
 * kept-alive connection the backend closed as the request was sent on it (it closed an idle
 * connection as it stopped), as balancers do. The answer says which backend gave it
 * (x-cluster-backend).
 */
export async function startBalancer(ports: () => number[]): Promise<TBalancer> {
  let next = 0;
  const answeredBy: number[] = [];
  const server: Server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      const backends = ports();
      const attempt = (tries: number) => {
        const index = next++ % backends.length;
        const proxied = httpRequest(
          {
            host: '127.0.0.1',
            port: backends[index],
            method: incoming.method,
            path: incoming.url,
            headers: { ...incoming.headers, 'x-forwarded-for': incoming.socket.remoteAddress },
          },
          (answer) => {
            answeredBy.push(index);
            outgoing.writeHead(answer.statusCode ?? 502, {
              ...answer.headers,
              'x-cluster-backend': String(index),
            });
            answer.pipe(outgoing);
          },
        );
        proxied.on('error', (error: NodeJS.ErrnoException) => {
          const unsent =
            error.code === 'ECONNREFUSED' || (error.code === 'ECONNRESET' && proxied.reusedSocket);
          if (unsent && tries <= backends.length) return attempt(tries + 1);
          outgoing.writeHead(502).end(String(error.code));
        });
        proxied.end(body);
      };
      attempt(1);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    answeredBy,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface THttpAnswer<T = unknown> {
  status: number;
  body: { code: number; message: string; data: T };
  backend: number | null;
}

/** A signed call over HTTP (the signature, tenancy headers and bearer token of the web client). */
export async function call<T = unknown>(
  baseUrl: string,
  method: 'GET' | 'POST',
  route: string,
  input: { query?: TQuery; body?: unknown } = {},
  who: TCallOptions = {},
): Promise<THttpAnswer<T>> {
  const text = method === 'POST' ? JSON.stringify(input.body ?? {}) : undefined;
  const token = who.token ?? '';
  const qs = signedQueryString({
    method,
    query: input.query,
    body: text,
    token,
    salt: TEST_SALT,
  });
  const res = await fetch(`${baseUrl}${route}?${qs}`, {
    method,
    headers: {
      'permission-tenant-en': TENANT_CODE_DEFAULT,
      ...(text !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...who.headers,
    },
    body: text,
  });
  const backend = res.headers.get('x-cluster-backend');
  return {
    status: res.status,
    body: (await res.json()) as THttpAnswer<T>['body'],
    backend: backend === null ? null : Number(backend),
  };
}
