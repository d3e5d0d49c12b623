import { encodePassword, StaffType } from '@haoduo/contract';
import { sql } from 'drizzle-orm';
import type { TTestApp } from '../../../../../test/helpers/test-app';

/** Helpers of the sign-in API tests: codes from the SMS outbox, sign-ins, clock travel. */

export const WORKS = '/api/v1/works-service';

/** The newest code sent to a mobile, read back from the dev outbox (as a person would). */
export async function latestCode(t: TTestApp, mobile: string): Promise<string | null> {
  const res = await t.api.get<{ content: string }[]>('/api/v1/dev/sms-outbox', {
    mobile,
    limit: 1,
  });
  const content = res.body.data[0]?.content ?? '';
  const digits = content.replace(/\s/g, '').match(/(\d{6})/);
  return digits?.[1] ?? null;
}

export async function outboxCount(t: TTestApp, mobile: string): Promise<number> {
  const res = await t.api.get<unknown[]>('/api/v1/dev/sms-outbox', { mobile, limit: 50 });
  return res.body.data.length;
}

/** Let the per-mobile resend window pass by moving that mobile's code requests back. */
export async function ageCodeRequests(t: TTestApp, mobile: string, seconds: number) {
  await t.database.db.execute(
    sql`update verification_codes set created_at = created_at - make_interval(secs => ${seconds}), expires_at = expires_at - make_interval(secs => ${seconds}) where mobile = ${mobile}`,
  );
}

export async function studentLogin(t: TTestApp, username: string, password = 'Stud1234') {
  return t.api.post<TLoginData>(`${WORKS}/works/custom/student-login`, {
    username,
    password: encodePassword(password),
  });
}

export async function teacherPasswordLogin(t: TTestApp, mobile: string, password = 'Teach1234') {
  return t.api.post<TLoginData>(`${WORKS}/works/custom/teacher-pwd-login`, {
    mobile,
    password: encodePassword(password),
  });
}

/** Ask for a teacher code and sign in with it. */
export async function teacherCodeLogin(t: TTestApp, mobile: string, tourist = false) {
  const path = tourist ? 'tourist-captcha' : 'send-captcha';
  const sent = await t.api.get(`${WORKS}/works/custom/${path}`, { mobile });
  if (sent.status !== 200) throw new Error(`code request failed: ${sent.status}`);
  const captcha = (await latestCode(t, mobile)) ?? '000000';
  return t.api.post<TLoginData>(`${WORKS}/works/custom/teacher-login`, {
    mobile,
    captcha,
    tourist,
  });
}

export interface TLoginData {
  token: string;
  refreshToken: string;
  accountType: number | null;
  accountList: {
    accountUserId: number;
    accountName: string;
    schoolId: number;
    schoolName: string;
    accountType: number;
  }[];
  loginTenantId: number | null;
  tourist: boolean;
}

export async function countRows(t: TTestApp, table: string): Promise<number> {
  const result = await t.database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from ${sql.identifier(table)}`,
  );
  const rows =
    (result as unknown as { rows?: { n: number }[] }).rows ??
    (result as unknown as { n: number }[]);
  return Number(rows[0]?.n ?? 0);
}

/** A back-office school manager of one school (for the other-school refusals). */
export async function createSchoolManager(t: TTestApp, username: string, schoolId: number) {
  const { createUser } = await import('../../users/users.service');
  const { staffMembers } = await import('../../../../db/schema');
  const userId = await createUser(t.database.db, {
    name: `${username}-manager`,
    username,
    password: 'Manage1234',
  });
  await t.database.db
    .insert(staffMembers)
    .values({ userId, staffType: StaffType.SCHOOL_MANAGER, schoolId });
  return t.api.staffToken(username, 'Manage1234');
}

/** Give a staff session a fresh identity-password check (setting one first when none). */
export async function verifyIdentity(t: TTestApp, token: string, password = 'Ident1234') {
  const base = '/api/v1/user-service/user-identity-pwd';
  const secret = encodePassword(password);
  await t.api.post(
    `${base}/set-identity-password`,
    { password: secret, repeatPassword: secret },
    { token },
  );
  const res = await t.api.post(`${base}/check-identity-password`, { password: secret }, { token });
  if (res.status !== 200) throw new Error(`identity check failed: ${res.body.message}`);
}
