// A realistic large tenant on PostgreSQL for bench/scale.bench.ts: at scale 1, 200 schools,
// 4,000 classes, 100,000 pupils, 2,000 teachers (each teaching two classes), 500,000 works
// with pages, about 5,000,000 likes and 1,000,000 AI point records.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/lib/big-seed.ts [scale]
//
// The database (haoduo_bench_scale_<n>) is made by the server's own migrations; every row is
// generated inside PostgreSQL (INSERT ... SELECT generate_series) with explicit ids, so the
// ids, names and counts are a pure function of the scale. The secondary indexes of the big
// tables are dropped during the load and rebuilt from their own definitions afterwards,
// foreign-key triggers are off for the loading session only (the rows are made consistent by
// construction), and everything is ANALYZEd at the end. Generated people sign in with
// BENCH_PASSWORD: pupils by login name `bp<n>`, teachers by mobile `139<8 digits>`.
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { hashPassword } from '../../apps/server/src/modules/identity';
import { openDatabase } from '../../apps/server/src/platform/db/database';
import { indexTokens } from '../../apps/server/src/modules/works/search-tokens';

export const BENCH_PASSWORD = 'Bench1234';
const SEED_VERSION = '1';

export interface TSeedSize {
  schools: number;
  classes: number;
  pupils: number;
  teachers: number;
  works: number;
  /** AI point records per pupil. */
  pointRecordsPerPupil: number;
}

export function sizeOf(scale: number): TSeedSize {
  const n = (full: number) => Math.max(1, Math.round(full * scale));
  return {
    schools: n(200),
    classes: n(4000),
    pupils: n(100_000),
    teachers: n(2000),
    works: n(500_000),
    pointRecordsPerPupil: 10,
  };
}

export interface TSeedResult {
  database: string;
  url: string;
  scale: number;
  /** Seconds the load took (when it ran now or earlier: from the marker). */
  seconds: number;
  reused: boolean;
  counts: Record<string, number>;
  size: string;
}

export const pupilLogin = (n: number) => `bp${n}`;
export const teacherMobile = (n: number) => `139${String(n).padStart(8, '0')}`;

const SURNAMES = [
  ...'张王李赵刘陈杨黄周吴徐孙胡朱高林何郭马罗梁宋郑谢韩唐冯于董萧程曹袁邓许傅沈曾彭吕',
];
const GIVEN =
  '小明 晓红 子涵 一诺 浩然 欣怡 梓轩 雨桐 宇航 思琪 俊杰 佳怡 天佑 可馨 博文 诗涵'.split(' ');
const CITIES = '杭州 宁波 温州 绍兴 嘉兴 湖州 金华 台州 丽水 舟山'.split(' ');
const SCHOOL_KINDS =
  '实验小学 外国语学校 第一小学 育才小学 科技中学 城南小学 城北小学 文澜小学'.split(' ');
const ADJECTIVES =
  '勇敢的 快乐的 星空下的 会飞的 迷路的 爱唱歌的 神奇的 小小的 彩色的 月亮上的'.split(' ');
const SUBJECTS = '小恐龙 猫咪 机器人 小兔子 熊猫 鲸鱼 宇航员 大树 火车 小蜜蜂 狐狸 企鹅'.split(' ');
const ENDINGS = ['', '的一天', '去旅行', '历险记', '找朋友', '的梦', '和我', '的秘密'];
const GRADES = '一年级 二年级 三年级 四年级 五年级 六年级'.split(' ');
const TYPES = [1, 1, 1, 1, 1, 1, 7, 7, 5, 3];

/** The database of one scale, e.g. haoduo_bench_scale_100 (1) or haoduo_bench_scale_10. */
export function databaseName(scale: number): string {
  return `haoduo_bench_scale_${Math.round(scale * 100)}`;
}

function urlOf(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The seeded database of this scale: reused when a complete seed of the same version is
 * there (unless `force`), else made afresh.
 */
export async function ensureBigTenant(
  adminUrl: string,
  scale: number,
  options: { force?: boolean; log?: (line: string) => void } = {},
): Promise<TSeedResult> {
  const log = options.log ?? ((line: string) => console.log(line));
  const name = databaseName(scale);
  const url = urlOf(adminUrl, name);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists =
      (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
    if (exists && !options.force) {
      const marker = await readMarker(url);
      if (marker && marker.version === SEED_VERSION && marker.scale === scale) {
        log(`reusing ${name} (seeded in ${marker.seconds} s)`);
        return { ...(await describe(url, name, scale)), seconds: marker.seconds, reused: true };
      }
    }
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const started = Date.now();
  const database = await openDatabase({ driver: 'postgres', url, poolSize: 1 });
  await database.migrate();
  await database.close();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await load(client, sizeOf(scale), log);
    const seconds = Math.round((Date.now() - started) / 100) / 10;
    await client.query(
      `insert into app_meta (key, value) values ('bench_seed', $1)
       on conflict (key) do update set value = excluded.value`,
      [JSON.stringify({ version: SEED_VERSION, scale, seconds })],
    );
    log(`${name}: seeded in ${seconds} s`);
    return { ...(await describe(url, name, scale)), seconds, reused: false };
  } finally {
    await client.end();
  }
}

async function readMarker(
  url: string,
): Promise<{ version: string; scale: number; seconds: number } | null> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ value: string }>(
      `select value from app_meta where key = 'bench_seed'`,
    );
    return rows[0] ? (JSON.parse(rows[0].value) as never) : null;
  } catch {
    return null;
  } finally {
    await client.end();
  }
}

async function describe(
  url: string,
  database: string,
  scale: number,
): Promise<Omit<TSeedResult, 'seconds' | 'reused'>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = [
      'schools',
      'course_classes',
      'users',
      'accounts',
      'class_students',
      'class_teachers',
      'works',
      'works_likes',
      'ai_point_accounts',
      'ai_point_records',
    ];
    const counts: Record<string, number> = {};
    for (const table of tables) {
      // Planner estimates after ANALYZE are exact enough for a report and instant.
      const { rows } = await client.query<{ n: string }>(
        `select reltuples::bigint n from pg_class where relname = $1`,
        [table],
      );
      counts[table] = Number(rows[0]?.n ?? 0);
    }
    const { rows } = await client.query<{ size: string }>(
      'select pg_size_pretty(pg_database_size(current_database())) size',
    );
    return { database, url, scale, counts, size: rows[0]!.size };
  } finally {
    await client.end();
  }
}

/** Secondary (non-primary-key) indexes of a table, as their CREATE statements. */
async function secondaryIndexes(client: pg.Client, table: string): Promise<string[]> {
  const { rows } = await client.query<{ indexname: string; indexdef: string }>(
    `select i.indexname, i.indexdef from pg_indexes i
     join pg_class c on c.relname = i.indexname
     join pg_index x on x.indexrelid = c.oid
     where i.tablename = $1 and not x.indisprimary`,
    [table],
  );
  for (const row of rows) await client.query(`drop index ${row.indexname}`);
  return rows.map((r) => r.indexdef);
}

async function load(client: pg.Client, size: TSeedSize, log: (line: string) => void) {
  const step = async (label: string, sql: string, params: unknown[] = []) => {
    const t = Date.now();
    const result = await client.query(sql, params);
    log(`  ${label}: ${result.rowCount ?? 0} rows, ${((Date.now() - t) / 1000).toFixed(1)} s`);
  };
  const { schools, classes, pupils, teachers, works } = size;
  const classesPerSchool = Math.max(1, Math.floor(classes / schools));
  const pupilsPerSchool = Math.max(1, Math.floor(pupils / schools));
  const teachersPerSchool = Math.max(1, Math.floor(teachers / schools));
  // One argon2id hash for everyone (hashing 100,000 passwords would take an hour): each
  // sign-in still verifies a real hash with the server's parameters.
  const passwordHash = await hashPassword(BENCH_PASSWORD);

  await client.query('set session_replication_role = replica');
  await client.query(`set maintenance_work_mem = '256MB'`);
  await client.query('set synchronous_commit = off');
  const rebuild: string[] = [];
  for (const table of ['works', 'works_likes', 'ai_point_records', 'class_students', 'accounts']) {
    rebuild.push(...(await secondaryIndexes(client, table)));
  }

  const schoolNames = Array.from(
    { length: schools },
    (_, i) =>
      `${CITIES[i % CITIES.length]}${SCHOOL_KINDS[Math.floor(i / CITIES.length) % SCHOOL_KINDS.length]}${i >= CITIES.length * SCHOOL_KINDS.length ? Math.floor(i / (CITIES.length * SCHOOL_KINDS.length)) + 1 : ''}`,
  );
  await step(
    'schools',
    `insert into schools (id, name, status) select g, ($1::text[])[g], 1 from generate_series(1, $2::int) g`,
    [schoolNames, schools],
  );
  await step(
    'semester',
    `insert into platform_semesters (id, name, start_date, end_date, current_semester)
     values (1000, '2026秋季学期', '2026-09-01', '2027-01-31', true)
     on conflict do nothing`,
  );
  // Classes: classesPerSchool per school, in session, picture books and the AI tools.
  await step(
    'course_classes',
    `insert into course_classes (id, school_id, semester_id, course_class_name, course_class_status,
       class_code, service_type, ai_tool_types, ai_tool_sub_types, available_ai, student_create_mode_type)
     select g, 1 + (g - 1) / $2::int, 1000,
            ($3::text[])[1 + ((g - 1) % $2::int) % 6] || 'AI创作' || (1 + (g - 1) % $2::int) || '班',
            60, 'B' || lpad(g::text, 7, '0'), 1, '{1,2,3,4}', '{6,11,12,13,14,15,31,41}', 1, 2
     from generate_series(1, $1::int) g`,
    [classes, classesPerSchool, GRADES],
  );
  // People: pupils are users 1..P, teachers P+1..P+T; accounts have the same ids.
  await step(
    'users (pupils)',
    `insert into users (id, name, username, password_hash, status)
     select g, ($1::text[])[1 + g % array_length($1::text[], 1)] || ($2::text[])[1 + (g / 41) % array_length($2::text[], 1)],
            'bp' || g, $3, 1
     from generate_series(1, $4::int) g`,
    [SURNAMES, GIVEN, passwordHash, pupils],
  );
  await step(
    'users (teachers)',
    `insert into users (id, name, mobile, password_hash, status)
     select $2::int + g, ($1::text[])[1 + g % array_length($1::text[], 1)] || '老师',
            '139' || lpad(g::text, 8, '0'), $3, 1
     from generate_series(1, $4::int) g`,
    [SURNAMES, pupils, passwordHash, teachers],
  );
  await step(
    'accounts (pupils)',
    `insert into accounts (id, user_id, school_id, account_type, name, status)
     select u.id, u.id, least($2::int, 1 + (u.id - 1) / $1::int), 2, u.name, 1
     from users u where u.id <= $3::int`,
    [pupilsPerSchool, schools, pupils],
  );
  await step(
    'accounts (teachers)',
    `insert into accounts (id, user_id, school_id, account_type, name, teacher_role_type, status)
     select u.id, u.id, least($2::int, 1 + (u.id - $3::int - 1) / $1::int), 1, u.name,
            case when (u.id - $3::int - 1) % $1::int = 0 then 2 else 1 end, 1
     from users u where u.id > $3::int`,
    [teachersPerSchool, schools, pupils],
  );
  // Each pupil in one class of their school; each teacher teaches two classes of theirs.
  await step(
    'class_students',
    `insert into class_students (class_id, account_id, status)
     select (a.school_id - 1) * $1::int + 1 + (a.id % $1::int), a.id, 1
     from accounts a where a.account_type = 2`,
    [classesPerSchool],
  );
  await step(
    'class_teachers',
    `insert into class_teachers (class_id, account_id)
     select distinct (a.school_id - 1) * $1::int + 1 + ((((a.id - $2::int - 1) % $3::int) * 2 + k) % $1::int), a.id
     from accounts a, generate_series(0, 1) k where a.account_type = 1`,
    [classesPerSchool, pupils, teachersPerSchool],
  );

  // Works: 95% by pupils (about five each), 5% by teachers; 70% public; four pages each.
  const titles: string[] = [];
  const titleTokens: string[] = [];
  for (const a of ADJECTIVES)
    for (const s of SUBJECTS)
      for (const e of ENDINGS) {
        titles.push(`${a}${s}${e}`);
        titleTokens.push(indexTokens([`${a}${s}${e}`]).join(' '));
      }
  const authorNames = SURNAMES.map((s) => `${s}**`);
  const authorTokens = authorNames.map((n) => indexTokens([n]).join(' '));
  const schoolTokens = schoolNames.map((n) => indexTokens([n]).join(' '));
  await step(
    'works',
    `insert into works (id, works_name, works_author, author_public_name, school_id, works_class_id,
       works_intro, status, audit_status, recommend, sort_score, type, version, works_page_list,
       like_count, works_creator_type, works_creator_id, author_user_id, author_account_id,
       search_tokens, submitted_at, published_at, created_at, updated_at)
     select w.id, ($1::text[])[w.title], u.name, ($3::text[])[1 + u.id % array_length($3::text[], 1)],
            a.school_id, cs.class_id, '我和AI一起做的' || ($1::text[])[w.title],
            w.status, w.audit, w.public and w.h % 50 = 0, case when w.public and w.h % 50 = 0 then w.h % 1000 else 0 end,
            ($9::int[])[1 + w.h % 10], 1,
            jsonb_build_array(
              jsonb_build_object('picUrl', null, 'text', ($1::text[])[w.title] || '，第一页：从前有一个小朋友。'),
              jsonb_build_object('picUrl', null, 'text', '第二页：他遇到了新朋友。'),
              jsonb_build_object('picUrl', null, 'text', '第三页：他们一起去冒险。'),
              jsonb_build_object('picUrl', null, 'text', '第四页：最后他们回到了家。')),
            case when w.public then (w.id * 7919) % 30 else 0 end,
            case when u.id <= $6::int then 2 else 1 end, a.id, u.id, a.id,
            array(select distinct unnest(string_to_array(($2::text[])[w.title] || ' ' ||
              ($4::text[])[1 + u.id % array_length($3::text[], 1)] || ' ' || ($5::text[])[a.school_id], ' '))),
            case when w.status >= 1 then w.at + interval '1 hour' end,
            case when w.status >= 2 then w.at + interval '2 hours' end,
            w.at, w.at + interval '2 hours'
     from (
       select g as id, 1 + (g * 2654435761) % array_length($1::text[], 1) as title,
              (g * 2654435761) % 1000003 as h,
              case when g % 20 = 19 then $6::int + 1 + (g / 20) % $7::int else 1 + g % $6::int end as author,
              (g * 40503) % 100 < 70 as public,
              case when (g * 40503) % 100 < 70 then 2 when (g * 40503) % 100 < 85 then 0
                   when (g * 40503) % 100 < 95 then 1 else 3 end as status,
              case when (g * 40503) % 100 < 70 or (g * 40503) % 100 >= 95 then 1 else 0 end as audit,
              now() - make_interval(secs => ((g * 7477) % 31536000)::double precision) as at
       from generate_series(1, $8::bigint) g
     ) w
     join users u on u.id = w.author
     join accounts a on a.id = u.id
     left join class_students cs on cs.account_id = a.id and a.account_type = 2`,
    [titles, titleTokens, authorNames, authorTokens, schoolTokens, pupils, teachers, works, TYPES],
  );
  // Likes on public works: (id * 7919) % 30 each (about 14.5), by distinct pupils.
  await step(
    'works_likes',
    `insert into works_likes (works_id, user_id, created_at)
     select w.id, 1 + ((w.id * 7 + j * 3331) % $1::int), w.published_at + make_interval(mins => j)
     from works w, generate_series(0, 29) j
     where w.status = 2 and w.audit_status = 1 and j < w.like_count`,
    [pupils],
  );
  // AI points: school budgets, class budgets, and each pupil's points with its history.
  await step(
    'ai_point_accounts',
    `insert into ai_point_accounts (owner_type, school_id, class_id, account_id, points, daily_limit)
     select 1, s.id, null::int, null::int, 1000000, null::int from schools s
     union all select 2, c.school_id, c.id, null::int, 20000, 50 from course_classes c
     union all select 3, a.school_id, null::int, a.id, 200 - 5 * ($1::int - 1), null
       from accounts a where a.account_type = 2`,
    [size.pointRecordsPerPupil],
  );
  await step(
    'ai_point_records',
    `insert into ai_point_records (point_account_id, school_id, class_id, account_id, point_type,
       rule_type, points, balance, reason, created_at)
     select p.id, p.school_id, cs.class_id, p.account_id,
            case when j = 0 then 2 else 4 end, case when j = 0 then null else 1 end,
            case when j = 0 then 200 else -5 end, 200 - 5 * j,
            case when j = 0 then '班级分配' else 'AI绘画' end,
            now() - make_interval(days => 30 - j * 3)
     from ai_point_accounts p
     join class_students cs on cs.account_id = p.account_id
     cross join generate_series(0, $1::int - 1) j
     where p.owner_type = 3`,
    [size.pointRecordsPerPupil],
  );
  for (const [table, column] of [
    ['schools', 'id'],
    ['course_classes', 'id'],
    ['users', 'id'],
    ['accounts', 'id'],
    ['works', 'id'],
    ['platform_semesters', 'id'],
  ] as const) {
    await client.query(
      `select setval(pg_get_serial_sequence('${table}', '${column}'), (select max(${column}) from ${table}))`,
    );
  }
  await client.query('set session_replication_role = origin');
  const t = Date.now();
  for (const definition of rebuild) await client.query(definition);
  log(`  ${rebuild.length} secondary indexes rebuilt in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  const v = Date.now();
  await client.query('vacuum (analyze)');
  log(`  vacuum analyze: ${((Date.now() - v) / 1000).toFixed(1)} s`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('Set DATABASE_URL (bash .ci/start-postgres.sh)');
  const scale = Number(process.argv[2] ?? 1);
  const result = await ensureBigTenant(adminUrl, scale, {
    force: process.env.BENCH_RESEED === '1',
  });
  console.log(result);
}
