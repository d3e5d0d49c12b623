import { AuthMessages, LoginLockRule, Messages } from '@haoduo/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/helpers/test-app';
import {
  countRows,
  createSchoolManager,
  studentLogin,
  teacherCodeLogin,
  teacherPasswordLogin,
  verifyIdentity,
} from './testing/auth-fixtures';

let t: TTestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.api.staffToken();
});
afterAll(async () => {
  await t.close();
});

const LOCKS = '/api/v1/user-service/user/find-user-lock-list';
const UNLOCK = '/api/v1/user-service/user/unlock-user';
const LOCKED = /^密码错误次数过多，账号已锁定，请\d+分钟后再试或联系管理员解锁$/;

interface TLockPage {
  list: { id: number; account: string; userId: number | null; userName: string | null }[];
  total: number;
}

describe('password lockout', () => {
  it('locks a login name after five wrong passwords, even against the right one', async () => {
    for (let i = 1; i < LoginLockRule.MAX_FAILURES; i++) {
      const res = await studentLogin(t, 'stu002', 'Wrong1234');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(AuthMessages.STUDENT_WRONG_CREDENTIALS);
    }
    const fifth = await studentLogin(t, 'stu002', 'Wrong1234');
    expect(fifth.status).toBe(429);
    expect(fifth.body.message).toMatch(LOCKED);
    const sessionsBefore = await countRows(t, 'sessions');
    const right = await studentLogin(t, 'stu002', 'Stud1234');
    expect(right.status).toBe(429);
    expect(right.body).toEqual({ code: 429, message: fifth.body.message, data: null });
    expect(await countRows(t, 'sessions')).toBe(sessionsBefore);
  });

  it('locks a name that matches nobody the same way (the answer reveals nothing)', async () => {
    let last = await studentLogin(t, 'ghost77', 'Wrong1234');
    for (let i = 1; i < LoginLockRule.MAX_FAILURES; i++) {
      expect(last.status).toBe(400);
      expect(last.body.message).toBe(AuthMessages.STUDENT_WRONG_CREDENTIALS);
      last = await studentLogin(t, 'ghost77', 'Wrong1234');
    }
    expect(last.status).toBe(429);
    expect(last.body.message).toMatch(LOCKED);
  });

  it('locks mobiles for password sign-in, but a code still signs the teacher in', async () => {
    for (let i = 0; i < LoginLockRule.MAX_FAILURES; i++) {
      await teacherPasswordLogin(t, '13800000002', 'Wrong1234');
    }
    expect((await teacherPasswordLogin(t, '13800000002')).status).toBe(429);
    expect((await teacherCodeLogin(t, '13800000002')).status).toBe(200);
  });
});

describe('find-user-lock-list', () => {
  it('refuses anonymous callers (401), learners (403) and bad paging (400)', async () => {
    expect((await t.api.get(LOCKS)).status).toBe(401);
    const pupil = await studentLogin(t, 'stu001');
    expect((await t.api.get(LOCKS, undefined, { token: pupil.body.data.token })).status).toBe(403);
    const bad = await t.api.get(LOCKS, { pageSize: 1000 }, { token: staff });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0]).toEqual({ field: 'pageSize', message: Messages.FIELD_TOO_BIG });
  });

  it('lists active locks with the person when there is one', async () => {
    const res = await t.api.get<TLockPage>(LOCKS, undefined, { token: staff });
    expect(res.status).toBe(200);
    // Mobiles stay masked until the identity password is checked in this session.
    const accounts = res.body.data.list.map((lock) => lock.account).sort();
    expect(accounts).toEqual(['138****0002', 'ghost77', 'stu002']);
    await verifyIdentity(t, staff);
    const unmasked = await t.api.get<TLockPage>(LOCKS, undefined, { token: staff });
    expect(unmasked.body.data.list.map((lock) => lock.account).sort()).toEqual([
      '13800000002',
      'ghost77',
      'stu002',
    ]);
    expect(res.body.data.list.find((l) => l.account === 'stu002')).toMatchObject({
      userName: '李小红',
    });
    expect(res.body.data.list.find((l) => l.account === 'ghost77')?.userId).toBeNull();
    const filtered = await t.api.get<TLockPage>(LOCKS, { keyword: '李小' }, { token: staff });
    expect(filtered.body.data.list.map((l) => l.account)).toEqual(['stu002']);
  });

  it('shows a school manager only the locks of their own school', async () => {
    const manager = await createSchoolManager(t, 'manager2', 2);
    const res = await t.api.get<TLockPage>(LOCKS, undefined, { token: manager });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ list: [], total: 0 });
  });
});

describe('unlock-user', () => {
  it('refuses anonymous (401), learners (403), an empty body (400) and other schools (403)', async () => {
    expect((await t.api.post(UNLOCK, { userId: 1 })).status).toBe(401);
    const pupil = await studentLogin(t, 'stu001');
    expect((await t.api.post(UNLOCK, { userId: 1 }, { token: pupil.body.data.token })).status).toBe(
      403,
    );
    const empty = await t.api.post(UNLOCK, {}, { token: staff });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(AuthMessages.UNLOCK_TARGET_REQUIRED);

    const list = await t.api.get<TLockPage>(LOCKS, { keyword: 'stu002' }, { token: staff });
    const lock = list.body.data.list[0]!;
    const manager = await t.api.staffToken('manager2', 'Manage1234');
    const other = await t.api.post(UNLOCK, { id: lock.id }, { token: manager });
    expect(other.status).toBe(403);
    // Refused: the lock holds.
    expect((await studentLogin(t, 'stu002')).status).toBe(429);
  });

  it('answers 404 for a lock that is not active', async () => {
    const res = await t.api.post(UNLOCK, { id: 999_999 }, { token: staff });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(AuthMessages.LOCK_NOT_FOUND);
  });

  it('releases the lock: the pupil signs in again, and the release is audited', async () => {
    const list = await t.api.get<TLockPage>(LOCKS, { keyword: 'stu002' }, { token: staff });
    const lock = list.body.data.list[0]!;
    const res = await t.api.post(UNLOCK, { userId: lock.userId }, { token: staff });
    expect(res.status).toBe(200);
    expect((await studentLogin(t, 'stu002')).status).toBe(200);
    const after = await t.api.get<TLockPage>(LOCKS, { keyword: 'stu002' }, { token: staff });
    expect(after.body.data.total).toBe(0);
    const audit = await t.database.db.execute(
      sql`select 1 from audit_log where action = 'user.unlock'`,
    );
    expect(JSON.stringify(audit)).toContain('1');
  });

  it('ends a lock by itself after fifteen minutes', async () => {
    await t.database.db.execute(
      sql`update login_locks set locked_until = now() - interval '1 second' where account = 'ghost77'`,
    );
    const res = await studentLogin(t, 'ghost77', 'Wrong1234');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(AuthMessages.STUDENT_WRONG_CREDENTIALS);
  });
});
