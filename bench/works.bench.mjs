// The gallery list and works-index search on PostgreSQL at scale, each beside a bare Fastify
// route measured in the same run: 100,000 works, 10,000 pupils, 1,000,000 likes, and the same
// routes at 10,000 works (100,000 likes) to show how cost grows with size.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/works.bench.mjs
//
// Env: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 10), BENCH_SCALES
// (default "100000,10000"), BENCH_NO_BUILD=1 to use apps/server/dist as it is, BENCH_KEEP_DB=1
// to keep the seeded databases (haoduo_bench_works_<n>) for EXPLAIN.
// Each scale gets its own database (created, then dropped). Data is generated inside
// PostgreSQL (people, likes) and in batched multi-row inserts (works, with their search
// tokens made by the server's own tokenizer, loaded through tsx).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { register } from 'tsx/esm/api';

register();
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { indexTokens } = await import(
  pathToFileURL(path.join(ROOT, 'apps/server/src/modules/works/search-tokens.ts')).href
);
const { signedQueryString } = await import(
  pathToFileURL(path.join(ROOT, 'packages/contract/src/sign/sign.ts')).href
);

const SALT = 'bench-sign-salt';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SCALES = (process.env.BENCH_SCALES ?? '100000,10000').split(',').map(Number);
const PUPILS = 10_000;
const LIKES_PER_WORK = 10;

// ---- data ----------------------------------------------------------------------------------

const SURNAMES = [
  ...'张王李赵刘陈杨黄周吴徐孙胡朱高林何郭马罗梁宋郑谢韩唐冯于董萧程曹袁邓许傅沈曾彭吕',
];
const GIVEN = [
  '小明',
  '晓红',
  '子涵',
  '一诺',
  '浩然',
  '欣怡',
  '梓轩',
  '雨桐',
  '宇航',
  '思琪',
  '俊杰',
  '佳怡',
  '天佑',
  '可馨',
  '博文',
  '诗涵',
];
const CITIES = ['杭州', '宁波', '温州', '绍兴', '嘉兴', '湖州', '金华', '台州', '丽水', '舟山'];
const SCHOOL_KINDS = ['实验小学', '外国语学校', '第一小学', '育才小学', '科技中学'];
const ADJECTIVES = [
  '勇敢的',
  '快乐的',
  '星空下的',
  '会飞的',
  '迷路的',
  '爱唱歌的',
  '神奇的',
  '小小的',
  '彩色的',
  '月亮上的',
];
const SUBJECTS = [
  '小恐龙',
  '猫咪',
  '机器人',
  '小兔子',
  '熊猫',
  '鲸鱼',
  '宇航员',
  '大树',
  '火车',
  '小蜜蜂',
  '狐狸',
  '企鹅',
];
const ENDINGS = ['', '的一天', '去旅行', '历险记', '找朋友', '的梦', '和我', '的秘密'];
const TYPES = [1, 1, 1, 1, 1, 1, 7, 7, 5, 3];

function mulberry(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function seed(client, works) {
  const started = Date.now();
  const schoolNames = CITIES.flatMap((city) =>
    SCHOOL_KINDS.slice(0, 2).map((kind) => `${city}${kind}`),
  );
  const schools = await client.query(
    `insert into schools (name) select unnest($1::text[]) returning id, name`,
    [schoolNames],
  );
  const schoolIds = schools.rows.map((r) => r.id);
  // Pupils and their accounts, made inside PostgreSQL.
  await client.query(
    `insert into users (name, username)
     select ($1::text[])[1 + g % array_length($1::text[], 1)] || ($2::text[])[1 + (g / 37) % array_length($2::text[], 1)],
            'bench' || g
     from generate_series(1, $3::int) g`,
    [SURNAMES, GIVEN, PUPILS],
  );
  await client.query(
    `insert into accounts (user_id, school_id, account_type, name)
     select u.id, ($1::int[])[1 + u.id % array_length($1::int[], 1)], 2, u.name
     from users u where u.username like 'bench%'`,
    [schoolIds],
  );
  const pupils = (
    await client.query(
      `select u.id as user_id, a.id as account_id, a.school_id, u.name
       from users u join accounts a on a.user_id = u.id where u.username like 'bench%' order by u.id`,
    )
  ).rows;
  const schoolName = new Map(schools.rows.map((r) => [r.id, r.name]));

  // Works: generated here in batches, with the server's own search tokens.
  const random = mulberry(works);
  const now = Date.now();
  const BATCH = 2000;
  for (let start = 0; start < works; start += BATCH) {
    const cols = {
      name: [],
      author: [],
      school: [],
      type: [],
      status: [],
      audit: [],
      recommend: [],
      score: [],
      user: [],
      account: [],
      tokens: [],
      published: [],
      pages: [],
    };
    for (let i = start; i < Math.min(works, start + BATCH); i++) {
      const pupil = pupils[i % pupils.length];
      const title = `${ADJECTIVES[Math.floor(random() * ADJECTIVES.length)]}${SUBJECTS[Math.floor(random() * SUBJECTS.length)]}${ENDINGS[Math.floor(random() * ENDINGS.length)]}`;
      const authorPublic = `${[...pupil.name][0]}**`;
      const roll = random();
      const [status, audit] =
        roll < 0.7 ? [2, 1] : roll < 0.85 ? [0, 0] : roll < 0.95 ? [1, 0] : [3, 1];
      const recommended = status === 2 && random() < 0.02;
      cols.name.push(title);
      cols.author.push(authorPublic);
      cols.school.push(pupil.school_id);
      cols.type.push(TYPES[Math.floor(random() * TYPES.length)]);
      cols.status.push(status);
      cols.audit.push(audit);
      cols.recommend.push(recommended);
      cols.score.push(recommended ? Math.floor(random() * 1000) : 0);
      cols.user.push(pupil.user_id);
      cols.account.push(pupil.account_id);
      cols.tokens.push(
        indexTokens([title, authorPublic, schoolName.get(pupil.school_id)]).join(' '),
      );
      cols.published.push(
        status >= 2 ? new Date(now - random() * 365 * 86_400_000).toISOString() : null,
      );
      cols.pages.push(
        JSON.stringify([1, 2, 3].map((n) => ({ picUrl: null, text: `${title}，第${n}页。` }))),
      );
    }
    await client.query(
      `insert into works (works_name, author_public_name, school_id, type, version, status, audit_status,
         recommend, sort_score, author_user_id, author_account_id, works_creator_type, works_creator_id,
         search_tokens, published_at, works_page_list)
       select n, a, s, t, 1, st, au, r, sc, u, acc, 2, acc, string_to_array(tok, ' '), pub, pages::jsonb
       from unnest($1::text[], $2::text[], $3::int[], $4::int[], $5::int[], $6::int[], $7::bool[],
                   $8::int[], $9::int[], $10::int[], $11::text[], $12::timestamptz[], $13::text[])
         as x(n, a, s, t, st, au, r, sc, u, acc, tok, pub, pages)`,
      [
        cols.name,
        cols.author,
        cols.school,
        cols.type,
        cols.status,
        cols.audit,
        cols.recommend,
        cols.score,
        cols.user,
        cols.account,
        cols.tokens,
        cols.published,
        cols.pages,
      ],
    );
  }

  // Likes on public works: distinct (work, pupil) pairs from a bijection of the pair space.
  const likes = works * LIKES_PER_WORK;
  await client.query(
    `with w as (select array_agg(id order by id) ids, count(*)::bigint n from works where status = 2 and audit_status = 1),
          u as (select array_agg(id order by id) ids, count(*)::bigint n from users where username like 'bench%')
     insert into works_likes (works_id, user_id)
     select w.ids[1 + (p / u.n)::int], u.ids[1 + (p % u.n)::int]
     from w, u, lateral (select (g::bigint * 1000003) % (w.n * u.n) as p from generate_series(1, least($1::bigint, w.n * u.n)) g) x`,
    [likes],
  );
  await client.query(
    `update works w set like_count = c.n
     from (select works_id, count(*)::int n from works_likes group by works_id) c where w.id = c.works_id`,
  );
  await client.query('vacuum analyze');
  const counts = (
    await client.query(
      `select (select count(*) from works)::int works,
              (select count(*) from works where status = 2 and audit_status = 1)::int public_works,
              (select count(*) from users where username like 'bench%')::int pupils,
              (select count(*) from works_likes)::int likes,
              pg_size_pretty(pg_database_size(current_database())) size`,
    )
  ).rows[0];
  return { ...counts, seconds: Math.round((Date.now() - started) / 100) / 10 };
}

// ---- servers -------------------------------------------------------------------------------

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function start(args, env) {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args[0]} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${args[0]} did not start`);
    await new Promise((r) => setTimeout(r, 250));
  }
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    });
  return { url, stop };
}

async function measure(url, headers = {}) {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

const ROUTES = [
  ['gallery, recommended, page 1', { sort: 'recommend' }],
  ['gallery, newest, picture books, page 1', { sort: 'newest', type: 1 }],
  ['gallery, most liked, page 1', { sort: 'popular' }],
  ['gallery, newest, page 200', { sort: 'newest', currentPage: 200 }],
  ['search 恐龙 (title)', { keyword: '恐龙' }],
  ['search 勇敢的小恐龙 (title, 5 bigrams)', { keyword: '勇敢的小恐龙' }],
  ['search 杭州实验小学 (school)', { keyword: '杭州实验小学' }],
  ['search 张** (public author)', { keyword: '张**' }],
];

function signedUrl(base, query) {
  const qs = signedQueryString({ method: 'GET', query, salt: SALT });
  return `${base}/api/v1/works-service/works/custom/works-index?${qs}`;
}

// ---- run -----------------------------------------------------------------------------------

export async function run() {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl)
    throw new Error('Set DATABASE_URL to a PostgreSQL server (e.g. bash .ci/start-postgres.sh)');
  if (process.env.BENCH_NO_BUILD !== '1') {
    execFileSync(process.execPath, [path.join(ROOT, 'apps/server/scripts/build.mjs')], {
      stdio: 'inherit',
    });
  }
  const sections = [];
  const summary = [];
  for (const works of SCALES) {
    const name = `haoduo_bench_works_${works}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const env = {
      DATABASE_URL: url.toString(),
      DEMO_DATA: 'off',
      NODE_ENV: 'production',
      SIGN_SALT: SALT,
      APP_SECRET: 'bench-app-secret-not-for-production',
      LOG_LEVEL: 'warn',
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'haoduo-bench-works-')),
    };
    const product = await start([path.join(ROOT, 'apps/server/dist/main.js')], env);
    const bare = await start([path.join(ROOT, 'bench/lib/bare-server.mjs')], {});
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      console.log(`seeding ${works} works ...`);
      const seeded = await seed(client, works);
      console.log(`seeded in ${seeded.seconds} s`, seeded);
      const headers = { 'permission-tenant-en': '53' };
      const rows = [];
      const baseline = await measure(`${bare.url}/bare`);
      rows.push(['bare Fastify route', baseline.rps, baseline.p50, baseline.p99, '100%']);
      for (const [label, query] of ROUTES) {
        const m = await measure(signedUrl(product.url, query), headers);
        const ratio = `${((m.rps / baseline.rps) * 100).toFixed(1)}%`;
        rows.push([label, m.rps, m.p50, m.p99, ratio]);
        summary.push([works, label, m.rps, m.p50, m.p99]);
        console.log(
          `${works} ${label}: ${m.rps} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms (${ratio})`,
        );
      }
      sections.push(
        `## ${works.toLocaleString('en')} works`,
        '',
        `Seeded in ${seeded.seconds} s: ${seeded.works} works (${seeded.public_works} public), ${seeded.pupils} pupils, ${seeded.likes} likes; database ${seeded.size}.`,
        '',
        table(['route (GET works-index)', 'req/s', 'p50 ms', 'p99 ms', 'ratio to bare'], rows),
        '',
      );
    } finally {
      await client.end();
      await product.stop();
      await bare.stop();
      if (process.env.BENCH_KEEP_DB !== '1') {
        await admin.query(`drop database if exists ${name} with (force)`);
      }
      await admin.end();
      fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
    }
  }
  if (SCALES.length > 1) sections.push('## How cost grows', '', growth(summary), '');
  return writeReport(sections);
}

function table(header, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

function growth(summary) {
  const [big, small] = SCALES;
  const rows = ROUTES.map(([label]) => {
    const a = summary.find((s) => s[0] === small && s[1] === label);
    const b = summary.find((s) => s[0] === big && s[1] === label);
    return [label, a[2], b[2], `${((b[2] / a[2]) * 100).toFixed(0)}%`, a[4], b[4]];
  });
  return table(
    [
      'route',
      `req/s at ${small}`,
      `req/s at ${big}`,
      'throughput kept',
      `p99 at ${small}`,
      `p99 at ${big}`,
    ],
    rows,
  );
}

function writeReport(sections) {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const file = path.join(ROOT, 'bench/results/works.md');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(
    file,
    [
      '# Gallery and works-index search on PostgreSQL',
      '',
      `Measured ${new Date().toISOString()} on ${os.cpus().length} × ${cpu}, Node ${process.version}; ` +
        `autocannon with ${CONNECTIONS} connections for ${SECONDS} s per row, on the same machine as ` +
        'the server and PostgreSQL. Signed anonymous requests (the gallery is public). ' +
        'Produced by `node bench/works.bench.mjs`.',
      '',
      ...sections,
    ].join('\n'),
  );
  return file;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(`report: ${await run()}`);
}
