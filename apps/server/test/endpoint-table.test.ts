import { allEndpoints, pathsOf } from '@haoduo/contract';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { fastifyPath } from '../src/platform/http/route';
import type { TApp } from '../src/platform/http/types';
import { openTestDatabase } from './helpers/test-database';
import { testConfig } from './helpers/test-templates';

/** What the server serves that is not a call: its documentation, the runtime config script and static files. */
const NOT_CALLS = [/^\/api\/docs/, /^\/app-config\.js$/, /^\/sandbox\//, /^\/sso\/assets\//];

let app: TApp;
const routes: RouteOptions[] = [];
let close: () => Promise<void>;

beforeAll(async () => {
  const database = await openTestDatabase('empty');
  app = await buildApp({
    config: testConfig(),
    database,
    serveApps: false,
    logger: false,
    onRoute: (route) => routes.push(route),
  });
  await app.ready();
  close = async () => {
    await app.close();
    await database.close();
  };
});

afterAll(() => close());

const methodsOf = (route: RouteOptions) =>
  (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');

describe('the contract is the route table', () => {
  it('registers every call from a contract endpoint', () => {
    const unlisted = routes
      .filter((route) => !NOT_CALLS.some((pattern) => pattern.test(route.url)))
      .filter((route) => methodsOf(route).length > 0)
      .filter((route) => !route.config?.endpoint)
      .map((route) => `${methodsOf(route).join(',')} ${route.url}`);
    expect(unlisted).toEqual([]);
  });

  it('serves every path of every endpoint, once', () => {
    const served = new Set(
      routes.flatMap((route) => methodsOf(route).map((m) => `${m} ${route.url}`)),
    );
    const defined = allEndpoints.flatMap((endpoint) =>
      pathsOf(endpoint).map((path) => `${endpoint.method} ${fastifyPath(endpoint, path)}`),
    );
    expect(defined.filter((key) => !served.has(key))).toEqual([]);
    expect(new Set(defined).size).toBe(defined.length);
  });

  it('names a permission on every staff endpoint, and no two staff endpoints share one', () => {
    const staff = allEndpoints.filter((endpoint) => endpoint.access === 'staff');
    expect(staff.filter((endpoint) => !endpoint.permission).map((e) => e.path)).toEqual([]);
    const codes = staff.map((endpoint) => endpoint.permission);
    expect(codes.every((code) => /^[a-z][a-z0-9-]*:[a-z][a-z0-9-]*$/.test(code ?? ''))).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
