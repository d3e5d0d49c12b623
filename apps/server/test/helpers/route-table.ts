import { AccountType, answerOf, type TEndpointDefinition } from '@haoduo/contract';
import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import { buildApp } from '../../src/app';
import { loadDemoData } from '../../src/demo/load-demo-data';
import { createSession, findUserByMobile, findUserByUsername } from '../../src/modules/identity';
import { loadConfig } from '../../src/platform/config';
import type { TDatabase } from '../../src/platform/db/database';
import type { TAccess, TApp } from '../../src/platform/http/types';
import { openTestDatabase } from './test-database';

/**
 * The whole app with every /api/v1 route it registers, its declared access level and the
 * fields of its query or body schema, plus a session for each kind of caller. Used by the
 * bad-input and authorisation-matrix tests, which cover every route without a list to keep.
 */

export interface TRouteInfo {
  method: 'GET' | 'POST';
  url: string;
  access: TAccess;
  fields: string[];
  /** A read that stays open, sending events as they happen (a live server-sent stream). */
  live: boolean;
}

export type TCaller = 'anonymous' | 'student' | 'teacher' | 'staff';

export interface TRouteTable {
  app: TApp;
  database: TDatabase;
  salt: string;
  routes: TRouteInfo[];
  tokens: Record<Exclude<TCaller, 'anonymous'>, string>;
  /** A fresh session (routes such as logout revoke the one they are called with). */
  newToken(caller: Exclude<TCaller, 'anonymous'>): Promise<string>;
  close(): Promise<void>;
}

/** The top-level fields of a route's query or JSON body schema, as a client sends them. */
function fieldsOf(schema: unknown): string[] {
  if (!(schema instanceof z.ZodType)) return [];
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, unknown>;
  };
  return Object.keys(json.properties ?? {});
}

function answerOfRoute(route: RouteOptions): string | undefined {
  const endpoint = (route.config as { endpoint?: TEndpointDefinition }).endpoint;
  return endpoint ? answerOf(endpoint) : undefined;
}

export async function openRouteTable(salt: string): Promise<TRouteTable> {
  const database = await openTestDatabase('demo');
  const collected: RouteOptions[] = [];
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SIGN_SALT: salt,
      DATA_DIR: `/tmp/haoduo-routes-${process.pid}`,
    }),
    database,
    serveApps: false,
    logger: false,
    onRoute: (route) => collected.push(route),
  });
  await loadDemoData(database.db, app.log);
  await app.ready();

  const session = async (kind: 'student' | 'teacher' | 'staff') => {
    const user =
      kind === 'student'
        ? await findUserByUsername(database.db, 'stu001')
        : kind === 'teacher'
          ? await findUserByMobile(database.db, '13800000002')
          : await findUserByUsername(database.db, 'admin');
    const created = await createSession(database.db, {
      userId: user!.id,
      audience: kind === 'staff' ? 'staff' : 'learner',
      accountType:
        kind === 'student' ? AccountType.STUDENT : kind === 'teacher' ? AccountType.TEACHER : null,
    });
    return created.token;
  };
  const tokens = {
    student: await session('student'),
    teacher: await session('teacher'),
    staff: await session('staff'),
  };

  const routes = collected
    .filter((route) => route.url.startsWith('/api/v1') && !route.url.includes(':'))
    .flatMap((route) => {
      const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter(
        (m): m is 'GET' | 'POST' => m === 'GET' || m === 'POST',
      );
      return methods.map((method) => {
        const schema = (route.schema ?? {}) as { querystring?: unknown; body?: unknown };
        const fields = fieldsOf(method === 'GET' ? schema.querystring : schema.body);
        return {
          method,
          url: route.url,
          access: (route.config as { access?: TAccess }).access ?? 'public',
          fields,
          live: method === 'GET' && answerOfRoute(route) === 'stream',
        };
      });
    });

  return {
    app,
    database,
    salt,
    routes,
    tokens,
    newToken: session,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
