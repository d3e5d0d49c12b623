import { encodePassword, signedQueryString, toQueryPairs, type TQuery } from '@haoduo/contract';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import { loadDemoData } from '../../src/demo/load-demo-data';
import type { TConfig } from '../../src/platform/config';
import type { TDatabase } from '../../src/platform/db/database';
import type { TApp } from '../../src/platform/http/types';
import { openTestDatabase } from './test-database';
import { testConfig } from './test-templates';

export { TEST_SALT } from './test-templates';

export interface TTestApp {
  app: TApp;
  database: TDatabase;
  config: TConfig;
  api: TTestClient;
  close(): Promise<void>;
}

/** The real app, in process, on a fresh database, optionally with the demo data. */
export async function createTestApp(
  options: { demo?: boolean; env?: Record<string, string> } = {},
): Promise<TTestApp> {
  const database = await openTestDatabase(options.demo === false ? 'empty' : 'demo');
  const config = testConfig(options.env);
  const app = await buildApp({ config, database, serveApps: false, logger: false });
  if (options.demo !== false)
    await loadDemoData(database.db, app.log, { appSecret: config.appSecret });
  await app.ready();
  return {
    app,
    database,
    config,
    api: testClient(app, config),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export interface TCallOptions {
  token?: string;
  headers?: Record<string, string>;
  /** Send the request unsigned (to test the signature check). */
  unsigned?: boolean;
  /** Raw body text instead of JSON.stringify(body). */
  rawBody?: string;
}

export interface TEnvelopeResponse<T = unknown> {
  status: number;
  body: { code: number; message: string; data: T; errors?: { field: string; message: string }[] };
  raw: LightMyRequestResponse;
}

export type TTestClient = ReturnType<typeof testClient>;

/** Calls the app like a real client: signed query, tenant headers, bearer token. */
export function testClient(app: TApp, config: TConfig) {
  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    query: TQuery | undefined,
    body: unknown,
    options: TCallOptions = {},
  ): Promise<TEnvelopeResponse<T>> {
    const bodyText =
      options.rawBody ?? (method === 'POST' ? JSON.stringify(body ?? {}) : undefined);
    const qs = options.unsigned
      ? new URLSearchParams(toQueryPairs(query ?? {})).toString()
      : signedQueryString({
          method,
          query,
          body: bodyText,
          token: options.token ?? '',
          salt: config.signSalt,
        });
    const headers: Record<string, string> = {
      'permission-tenant-en': config.tenantCode,
      ...(bodyText !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    };
    const raw = await app.inject({
      method,
      url: qs ? `${path}?${qs}` : path,
      headers,
      payload: bodyText,
    });
    let parsed: TEnvelopeResponse<T>['body'];
    try {
      parsed = raw.json();
    } catch {
      parsed = { code: raw.statusCode, message: raw.body, data: null as T };
    }
    return { status: raw.statusCode, body: parsed, raw };
  }
  return {
    get: <T = unknown>(path: string, query?: TQuery, options?: TCallOptions) =>
      call<T>('GET', path, query, undefined, options),
    post: <T = unknown>(path: string, body?: unknown, options?: TCallOptions) =>
      call<T>('POST', path, undefined, body, options),
    /** Back-office sign-in; returns the token. */
    async staffToken(username = 'admin', password = 'Admin12345'): Promise<string> {
      const res = await call<{ token: string }>('POST', '/api/v1/auth/login', undefined, {
        username,
        password: encodePassword(password),
      });
      if (res.status !== 200)
        throw new Error(`staff login failed: ${res.status} ${res.body.message}`);
      return res.body.data.token;
    },
  };
}
