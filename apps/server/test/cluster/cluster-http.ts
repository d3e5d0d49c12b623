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

/** How often the balancer reads each backend's /api/health. */
const HEALTH_EVERY_MS = 100;

/**
 * Round robin over the backends that say they are ready (`/api/health` read every 100 ms,
 * as a balancer's health check does; all of them when none is). Like nginx, a request is
 * tried on the next backend when one refuses the connection (killed, not started), or resets
 * it before answering a GET or HEAD (safe to send twice) or on a kept-alive connection it
 * closed as the request was sent. The answer says which backend gave it (x-cluster-backend).
 */
export async function startBalancer(ports: () => number[]): Promise<TBalancer> {
  let next = 0;
  const answeredBy: number[] = [];
  const ready = new Map<number, boolean>();
  const checking = setInterval(() => {
    for (const port of ports()) {
      fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(500) })
        .then(async (res) => {
          const body = (await res.json()) as { data?: { ready?: boolean } };
          ready.set(port, res.status === 200 && body.data?.ready === true);
        })
        .catch(() => ready.set(port, false));
    }
  }, HEALTH_EVERY_MS);
  checking.unref();
  const choose = () => {
    const all = ports().map((port, index) => ({ port, index }));
    const live = all.filter((b) => ready.get(b.port) !== false);
    return live.length > 0 ? live : all;
  };
  const server: Server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      const idempotent = incoming.method === 'GET' || incoming.method === 'HEAD';
      const attempt = (tries: number) => {
        const backends = choose();
        const { port, index } = backends[next++ % backends.length]!;
        const proxied = httpRequest(
          {
            host: '127.0.0.1',
            port,
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
          const again =
            error.code === 'ECONNREFUSED' ||
            (error.code === 'ECONNRESET' && (idempotent || proxied.reusedSocket));
          if (again && tries <= ports().length) return attempt(tries + 1);
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
        clearInterval(checking);
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
  const answer = await res.text();
  let body: THttpAnswer<T>['body'];
  try {
    body = JSON.parse(answer) as THttpAnswer<T>['body'];
  } catch {
    // Not an envelope (the balancer's own 502): say what came.
    body = { code: res.status, message: answer, data: null as T };
  }
  return { status: res.status, body, backend: backend === null ? null : Number(backend) };
}
