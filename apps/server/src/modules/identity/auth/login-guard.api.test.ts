import { AuthMessages, LoginLockRule } from '@haoduo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/helpers/test-app';
import { studentLogin } from './learner-login.service';

/** The lockout window with a controlled clock (the service takes `now`). */
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const meta = { ip: '10.0.0.1', userAgent: 'vitest' };
/** The lockout does not depend on the pupil's classes. */
const noClassAccounts = async () => [];
// Ahead of the real clock, so the demo data's past sign-ins lie before every attempt here.
const start = new Date(Date.now() + 24 * 3600_000);
const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
const attempt = (username: string, password: string, minutes: number) =>
  studentLogin(
    t.database.db,
    noClassAccounts,
    { username, encodedPassword: Buffer.from(password).toString('base64'), meta },
    at(minutes),
  );

describe('lockout window', () => {
  it('counts only the wrong passwords of the last fifteen minutes', async () => {
    for (let i = 0; i < LoginLockRule.MAX_FAILURES - 1; i++) {
      await expect(attempt('stu001', 'Wrong1234', i)).rejects.toMatchObject({ status: 400 });
    }
    // Sixteen minutes after the first: only three are still in the window.
    await expect(attempt('stu001', 'Wrong1234', 16)).rejects.toMatchObject({ status: 400 });
    await expect(attempt('stu001', 'Stud1234', 16.5)).resolves.toMatchObject({ accountType: 2 });
  });

  it('starts counting again after a successful sign-in', async () => {
    for (let i = 0; i < LoginLockRule.MAX_FAILURES - 1; i++) {
      await expect(attempt('stu001', 'Wrong1234', 20 + i / 10)).rejects.toMatchObject({
        status: 400,
      });
    }
    await attempt('stu001', 'Stud1234', 21);
    await expect(attempt('stu001', 'Wrong1234', 21.5)).rejects.toMatchObject({ status: 400 });
  });

  it('locks for fifteen minutes from the fifth failure', async () => {
    for (let i = 0; i < LoginLockRule.MAX_FAILURES - 1; i++) {
      await attempt('stu009', 'Wrong1234', 40 + i).catch(() => undefined);
    }
    await expect(attempt('stu009', 'Wrong1234', 44)).rejects.toMatchObject({
      status: 429,
      message: AuthMessages.ACCOUNT_LOCKED.replace('{minutes}', '15'),
    });
    await expect(attempt('stu009', 'Stud1234', 58)).rejects.toMatchObject({
      status: 429,
      message: AuthMessages.ACCOUNT_LOCKED.replace('{minutes}', '1'),
    });
    await expect(attempt('stu009', 'Stud1234', 59)).resolves.toMatchObject({ accountType: 2 });
  });
});
