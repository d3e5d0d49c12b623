import { allEndpoints, pathsOf, StaffMessages, StaffType } from '@haoduo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSchool } from './factories/school';
import { makeRole, makeStaffUser } from './factories/staff';
import type { TMadePerson } from './factories/school';
import { createTestApp, type TTestApp } from './helpers/test-app';

/**
 * The staff side of the authorisation matrix, generated from the contract's endpoint table:
 * every endpoint with a permission refuses (403 没有权限) a staff user whose roles lack it,
 * before anything else is read, and lets one whose role holds it past the permission check.
 */
let t: TTestApp;
let without: TMadePerson;
let holder: TMadePerson;

const permissioned = allEndpoints.filter((e) => e.permission);

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  const schoolId = await makeSchool(t);
  // A role of their own (even an empty one) replaces the built-in role of their type.
  const empty = await makeRole(t, { name: '空角色', permissions: [] });
  without = await makeStaffUser(t, {
    staffType: StaffType.SCHOOL_MANAGER,
    schoolId,
    roleIds: [empty],
  });
  const everything = await makeRole(t, {
    name: '全部权限',
    permissions: ['*'],
    scope: { kind: 'all' },
  });
  holder = await makeStaffUser(t, {
    staffType: StaffType.PLATFORM_OPERATOR,
    roleIds: [everything],
  });
});
afterAll(async () => t?.close());

function call(method: 'GET' | 'POST', path: string, person: TMadePerson) {
  const url = path.replace(/\{[^}]+\}/g, '1');
  const options = { token: person.token, headers: person.headers };
  return method === 'GET' ? t.api.get(url, undefined, options) : t.api.post(url, {}, options);
}

describe('staff permission matrix', () => {
  it('covers every staff endpoint of the contract', () => {
    expect(permissioned.length).toBeGreaterThan(50);
    expect(allEndpoints.filter((e) => e.access === 'staff' && !e.permission)).toEqual([]);
  });

  it('refuses every endpoint with a permission to a staff user whose roles lack it', async () => {
    const wrong: string[] = [];
    for (const endpoint of permissioned) {
      for (const path of pathsOf(endpoint)) {
        const res = await call(endpoint.method, path, without);
        if (res.status !== 403 || res.body.message !== StaffMessages.NO_PERMISSION) {
          wrong.push(`${endpoint.method} ${path} (${endpoint.permission}) → ${res.status}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  it('lets a staff user whose role holds the permission past the check', async () => {
    const wrong: string[] = [];
    for (const endpoint of permissioned) {
      const res = await call(endpoint.method, endpoint.path, holder);
      const refused = res.status === 403 && res.body.message === StaffMessages.NO_PERMISSION;
      if (refused || res.status === 401 || res.status >= 500) {
        wrong.push(`${endpoint.method} ${endpoint.path} (${endpoint.permission}) → ${res.status}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 300_000);
});
