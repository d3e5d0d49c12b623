import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/helpers/test-app';
import { studentLogin, teacherPasswordLogin } from './testing/auth-fixtures';

/** Sessions: liveness, rotating refresh tokens with reuse detection, sign-out everywhere. */
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const AUTH = '/api/v1/auth';
type TPair = { token: string; refreshToken: string };

const refresh = (refreshToken: string) =>
  t.api.post<TPair>(`${AUTH}/refresh-token`, { refreshToken });
const alive = (token: string) => t.api.get(`${AUTH}/check-alive`, undefined, { token });

describe('check-alive', () => {
  it('answers the caller for a live token and 401 without one', async () => {
    const login = await studentLogin(t, 'stu001');
    const res = await alive(login.body.data.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ alive: true, user: { accountType: 2 } });
    expect((await alive('not-a-token')).status).toBe(401);
  });
});

describe('refresh tokens', () => {
  it('rotate: each works once, the old access token dies, the new one lives', async () => {
    const login = await studentLogin(t, 'stu001');
    const first = await refresh(login.body.data.refreshToken);
    expect(first.status).toBe(200);
    expect(first.body.data.refreshToken).not.toBe(login.body.data.refreshToken);
    expect((await alive(login.body.data.token)).status).toBe(401);
    expect((await alive(first.body.data.token)).status).toBe(200);
    const second = await refresh(first.body.data.refreshToken);
    expect(second.status).toBe(200);
    expect((await alive(second.body.data.token)).status).toBe(200);
  });

  it('revoke the whole family when a spent one is presented again', async () => {
    const login = await teacherPasswordLogin(t, '13800000002');
    const other = await teacherPasswordLogin(t, '13800000002');
    const first = await refresh(login.body.data.refreshToken);
    const second = await refresh(first.body.data.refreshToken);
    expect(second.status).toBe(200);
    // The first refresh token was stolen and is replayed: refused, and the chain is over.
    const replay = await refresh(login.body.data.refreshToken);
    expect(replay.status).toBe(401);
    expect((await alive(second.body.data.token)).status).toBe(401);
    expect((await refresh(second.body.data.refreshToken)).status).toBe(401);
    // Another sign-in of the same user (another family) is untouched.
    expect((await alive(other.body.data.token)).status).toBe(200);
  });

  it('refuse an unknown refresh token without touching anything', async () => {
    const login = await studentLogin(t, 'stu002');
    expect((await refresh('nope-nope-nope')).status).toBe(401);
    expect((await alive(login.body.data.token)).status).toBe(200);
  });
});

describe('sign out everywhere', () => {
  it('revokes every session of the user and leaves other users alone', async () => {
    const a = await teacherPasswordLogin(t, '13800000002');
    const b = await teacherPasswordLogin(t, '13800000002');
    const pupil = await studentLogin(t, 'stu001');
    const res = await t.api.post(
      `/api/v1/user-service/auth/logout-all`,
      {},
      {
        token: a.body.data.token,
      },
    );
    expect(res.status).toBe(200);
    expect((await alive(a.body.data.token)).status).toBe(401);
    expect((await alive(b.body.data.token)).status).toBe(401);
    expect((await refresh(b.body.data.refreshToken)).status).toBe(401);
    expect((await alive(pupil.body.data.token)).status).toBe(200);
  });

  it('needs a signed-in caller', async () => {
    expect((await t.api.post(`${AUTH}/logout-all`, {})).status).toBe(401);
  });
});
