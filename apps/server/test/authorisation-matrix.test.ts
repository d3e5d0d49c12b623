import { signedQueryString } from '@haoduo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAccess } from '../src/platform/http/types';
import { openRouteTable, type TCaller, type TRouteTable } from './helpers/route-table';

/**
 * The authorisation matrix: every /api/v1 route × every kind of caller. What each route
 * admits is written once, next to the route (`config.access`); this table says what each
 * access level means for each caller, and the test calls every route as every caller.
 * Another class's pupil and another school's teacher: test/ownership-matrix.test.ts, from each
 * route's `config.owner`.
 */
const ADMITS: Record<TAccess, readonly TCaller[]> = {
  public: ['anonymous', 'student', 'teacher', 'staff'],
  'signed-in': ['student', 'teacher', 'staff'],
  learner: ['student', 'teacher'],
  student: ['student'],
  teacher: ['teacher'],
  staff: ['staff'],
};
const CALLERS: readonly TCaller[] = ['anonymous', 'student', 'teacher', 'staff'];
const SALT = 'matrix-sign-salt';

let table: TRouteTable;
beforeAll(async () => {
  table = await openRouteTable(SALT);
});
afterAll(async () => {
  await table?.close();
});

async function call(method: 'GET' | 'POST', url: string, caller: TCaller) {
  const token = caller === 'anonymous' ? '' : await table.newToken(caller);
  const body = method === 'POST' ? '{}' : undefined;
  const qs = signedQueryString({ method, body, token, salt: SALT });
  return table.app.inject({
    method,
    url: `${url}?${qs}`,
    headers: {
      'permission-tenant-en': '53',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    payload: body,
  });
}

describe('authorisation matrix', () => {
  it('refuses every caller a route does not admit, and lets the others past the access check', async () => {
    const wrong: string[] = [];
    for (const route of table.routes) {
      for (const caller of CALLERS) {
        const res = await call(route.method, route.url, caller);
        const admitted = ADMITS[route.access].includes(caller);
        const where = `${route.method} ${route.url} as ${caller} (${route.access}) → ${res.statusCode}`;
        if (!admitted) {
          const expected = caller === 'anonymous' ? 401 : 403;
          if (res.statusCode !== expected) wrong.push(`${where}, expected ${expected}`);
        } else if (res.statusCode === 401 || res.statusCode >= 500) {
          wrong.push(`${where}, expected to pass the access check`);
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 300_000);
});
