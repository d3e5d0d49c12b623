import { LoginMethod, LoginResult } from '@haoduo/contract';
import {
  findUserByMobile,
  findUserByUsername,
  recordLogin,
  type TRequestMeta,
} from '../modules/identity';
import type { TDb } from '../platform/db/database';

/**
 * A few past sign-ins, so the back office's login record and exception list show what a
 * school's day looks like on a fresh installation: a teacher signing in, a pupil mistyping.
 */
export async function seedLoginRecords(db: TDb): Promise<void> {
  const teacher = await findUserByMobile(db, '13800000001');
  const pupil = await findUserByUsername(db, 'stu001');
  const meta: TRequestMeta = {
    ip: '192.168.10.23',
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0 Safari/537.36',
  };
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000);
  await recordLogin(
    db,
    {
      account: { kind: 'mobile', value: '13800000001' },
      userId: teacher?.id ?? null,
      method: LoginMethod.TEACHER_PASSWORD,
      result: LoginResult.SUCCESS,
      meta,
    },
    hoursAgo(26),
  );
  await recordLogin(
    db,
    {
      account: { kind: 'name', value: 'stu001' },
      userId: pupil?.id ?? null,
      method: LoginMethod.STUDENT_PASSWORD,
      result: LoginResult.WRONG_PASSWORD,
      meta: { ...meta, ip: '192.168.10.57' },
    },
    hoursAgo(25),
  );
  await recordLogin(
    db,
    {
      account: { kind: 'name', value: 'stu001' },
      userId: pupil?.id ?? null,
      method: LoginMethod.STUDENT_PASSWORD,
      result: LoginResult.SUCCESS,
      meta: { ...meta, ip: '192.168.10.57' },
    },
    hoursAgo(25),
  );
}
