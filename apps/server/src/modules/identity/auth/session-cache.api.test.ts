import { encodePassword } from '@haoduo/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/helpers/test-app';
import { sessions, users } from '../../../db/schema';
import { hashToken } from '../../../platform/auth/tokens';
import { createSession, createSessionResolver } from './sessions.service';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const WORKS = '/api/v1/works-service/works/custom';

async function pupilToken(): Promise<string> {
  const res = await t.api.post<{ token: string }>(`${WORKS}/student-login`, {
    username: 'stu002',
    password: encodePassword('Stud1234'),
  });
  expect(res.status).toBe(200);
  return res.body.data.token;
}

async function revokeInDatabase(token: string): Promise<void> {
  await t.database.db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(eq(sessions.tokenHash, hashToken(token)));
}

describe('verified sessions kept in memory', () => {
  it('keeps a session for cacheMs, forgets it on forgetAll and when the time is up', async () => {
    const [user] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'stu002'));
    const open = async () =>
      (
        await createSession(t.database.db, {
          userId: user!.id,
          audience: 'learner',
          accountType: 2,
        })
      ).token;
    const resolver = createSessionResolver(t.database.db, { cacheMs: 60_000 });

    const kept = await open();
    expect((await resolver.resolve(kept))?.userId).toBe(user!.id);
    await revokeInDatabase(kept);
    // Another process revoked it: this one still has it in memory ...
    expect((await resolver.resolve(kept))?.userId).toBe(user!.id);
    // ... until a write here forgets every kept session.
    resolver.forgetAll?.();
    expect(await resolver.resolve(kept)).toBeNull();

    const short = createSessionResolver(t.database.db, { cacheMs: 50 });
    const brief = await open();
    expect(await short.resolve(brief)).not.toBeNull();
    await revokeInDatabase(brief);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await short.resolve(brief)).toBeNull();

    const uncached = createSessionResolver(t.database.db);
    const direct = await open();
    expect(await uncached.resolve(direct)).not.toBeNull();
    await revokeInDatabase(direct);
    expect(await uncached.resolve(direct)).toBeNull();
  });

  it('a sign-out is honoured on the very next request', async () => {
    const token = await pupilToken();
    const alive = () => t.api.get('/api/v1/auth/check-alive', {}, { token });
    expect((await alive()).status).toBe(200);
    expect((await alive()).status).toBe(200);
    expect((await t.api.post('/api/v1/auth/logout', {}, { token })).status).toBe(200);
    expect((await alive()).status).toBe(401);
  });

  it('any write request through the app forgets kept sessions', async () => {
    const token = await pupilToken();
    const other = await pupilToken();
    const alive = (as: string) => t.api.get('/api/v1/auth/check-alive', {}, { token: as });
    expect((await alive(token)).status).toBe(200);
    await revokeInDatabase(token);
    // A write by someone else (here a sign-out of another session) clears the memory.
    expect((await t.api.post('/api/v1/auth/logout', {}, { token: other })).status).toBe(200);
    expect((await alive(token)).status).toBe(401);
  });
});
