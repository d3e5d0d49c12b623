import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import type { TDatabase } from '../src/platform/db/database';
import type { TAccess } from '../src/platform/http/types';
import { openTestDatabase } from './helpers/test-database';

/**
 * Every /api/v1 route declares who may call it (`config.access`), next to the route. A new
 * route without one fails here (at run time it would be refused for everyone).
 */
const ACCESS_LEVELS: readonly TAccess[] = [
  'public',
  'signed-in',
  'learner',
  'teacher',
  'student',
  'staff',
];
const routes: RouteOptions[] = [];
let database: TDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    database,
    serveApps: false,
    logger: false,
    onRoute: (route) => routes.push(route),
  });
  await app.ready();
  await app.close();
});

afterAll(async () => {
  await database.close();
});

describe('route access declarations', () => {
  it('registers the API routes', () => {
    expect(routes.some((route) => route.url === '/api/v1/auth/login')).toBe(true);
  });

  it('gives every /api/v1 route an access level', () => {
    const undeclared = routes
      .filter((route) => route.url.startsWith('/api/v1'))
      .filter((route) => {
        const access = (route.config as { access?: TAccess } | undefined)?.access;
        return !access || !ACCESS_LEVELS.includes(access);
      })
      .map((route) => `${String(route.method)} ${route.url}`);
    expect(undeclared).toEqual([]);
  });
});
