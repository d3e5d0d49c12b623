// What the back office's lists need on top of the large tenant (bench/lib/big-seed.ts): two
// staff users who sign in with BENCH_PASSWORD (a super administrator `bench-admin` and the
// manager of school 1, `bench-school`, each acting with their staff type's built-in role) and
// 100,000 audit log rows (at scale 1) of a year of back-office changes. Added once to a seeded
// database (marker `bench_console_seed` in app_meta); every row is made inside PostgreSQL.
import pg from 'pg';
import { BENCH_PASSWORD } from './big-seed';
import { hashPassword } from '../../apps/server/src/modules/identity';

export const BENCH_ADMIN = 'bench-admin';
export const BENCH_SCHOOL_MANAGER = 'bench-school';
/** The school the manager manages (its pupils are 1..pupils/schools). */
export const MANAGED_SCHOOL_ID = 1;
const VERSION = '1';

const ACTIONS = [
  'works:audit',
  'works:recommend',
  'student:add',
  'student:reset-pwd',
  'course-class:create',
  'course-class:update',
  'school:update',
  'ai-point-account:set-points',
  'teacher:add',
  'tag:save',
];

export async function ensureConsoleData(url: string, scale: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ value: string }>(
      `select value from app_meta where key = 'bench_console_seed'`,
    );
    if (rows[0]?.value === VERSION) return;
    const hash = await hashPassword(BENCH_PASSWORD);
    const started = Date.now();
    await client.query('begin');
    for (const [username, staffType, schoolId] of [
      [BENCH_ADMIN, 1, null],
      [BENCH_SCHOOL_MANAGER, 3, MANAGED_SCHOOL_ID],
    ] as const) {
      const user = await client.query<{ id: number }>(
        `insert into users (name, username, password_hash, status) values ($1, $1, $2, 1)
         on conflict do nothing returning id`,
        [username, hash],
      );
      const id =
        user.rows[0]?.id ??
        (await client.query<{ id: number }>(`select id from users where username = $1`, [username]))
          .rows[0]!.id;
      await client.query(
        `insert into staff_members (user_id, staff_type, school_id) values ($1, $2, $3)
         on conflict (user_id) do nothing`,
        [id, staffType, schoolId],
      );
    }
    const auditRows = Math.max(1, Math.round(100_000 * scale));
    await client.query(
      `insert into audit_log (at, actor_user_id, action, target_type, target_id, detail, ip, endpoint)
       select now() - make_interval(secs => ((g * 7477) % 31536000)::double precision),
              (select id from users where username = $3),
              ($1::text[])[1 + g % array_length($1::text[], 1)],
              split_part(($1::text[])[1 + g % array_length($1::text[], 1)], ':', 1),
              (1 + (g * 2654435761) % 100000)::text,
              jsonb_build_object('remark', '批量操作 ' || g), '10.0.' || (g % 250) || '.' || (g % 200),
              'POST /api/v1/works-service/' || replace(($1::text[])[1 + g % array_length($1::text[], 1)], ':', '/mng/')
       from generate_series(1, $2::int) g`,
      [ACTIONS, auditRows, BENCH_ADMIN],
    );
    await client.query(
      `insert into app_meta (key, value) values ('bench_console_seed', $1)
       on conflict (key) do update set value = excluded.value`,
      [VERSION],
    );
    await client.query('commit');
    await client.query('vacuum analyze audit_log');
    await client.query('analyze users');
    console.log(`  console data (2 staff, ${auditRows} audit rows): ${Date.now() - started} ms`);
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
