// The product's main routes on PostgreSQL with a large tenant (bench/lib/big-seed.ts: 500,000
// works, 5,000,000 likes, 100,000 pupils ...) and at 1/10 of it, each route beside two
// baselines measured in the same run: a bare Fastify route, and a Fastify route reading one
// row by primary key with plain `pg`. At 10 and 100 connections: req/s, p50, p99, the ratios
// to both baselines, the cost growth from 1/10 to full size, and the server's memory.
//
//   DATABASE_URL=$(bash .ci/start-postgres.sh) npx tsx bench/run.ts scale
//
// Env: BENCH_SECONDS (default 10), BENCH_SCALES (default "1,0.1"), BENCH_SCALE_CONNECTIONS
// (default "10,100"), BENCH_RESEED=1 to rebuild the seeded databases (else reused),
// BENCH_ROUTES (comma-separated route keys, default all: gallery-1, gallery-500, search, detail,
// classes, my-works, login, like), BENCH_SCALE_REPORT (report name, default "scale": a run of
// a few routes writes bench/results/<name>.md and keeps the full report). To profile the server
// under one route: BENCH_ROUTES=detail BENCH_SCALES=0.1 BENCH_SERVER_NODE_OPTIONS="--cpu-prof
// --cpu-prof-dir=/tmp/prof" (bench/lib/servers.ts; BENCH_SERVER_MAIN runs another build).
import fs from 'node:fs';
import os from 'node:os';
import { encodePassword } from '@haoduo/contract';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  BENCH_PASSWORD,
  ensureBigTenant,
  pupilLogin,
  sizeOf,
  type TSeedResult,
} from './lib/big-seed';
import { machineLine, table, writeReport } from './lib/report';
import { checkSigning, signedGet, signedPost } from './lib/signed-requests';
import {
  startBareServer,
  startPgBaselineServer,
  startProductServer,
  type TRunningServer,
} from './lib/servers';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SCALES = (process.env.BENCH_SCALES ?? '1,0.1').split(',').map(Number);
const CONNECTIONS = (process.env.BENCH_SCALE_CONNECTIONS ?? '10,100').split(',').map(Number);
const ONLY = process.env.BENCH_ROUTES?.split(',');
const REPORT = process.env.BENCH_SCALE_REPORT ?? 'scale';
const SESSIONS = 100;
const WORKS = '/api/v1/works-service/works';
const KEYWORDS = ['恐龙', '机器人', '小兔子', '杭州', '宁波实验小学', '王**', '去旅行', '企鹅的梦'];

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

interface TFixture {
  pupils: { token: string }[];
  publicIds: number[];
  pupilCount: number;
}

interface TRoute {
  key: string;
  label: string;
  /** A read route (held to the targets); writes are reported only. */
  read: boolean;
  /** Public gallery page: target 100% of the PK baseline. */
  gallery?: boolean;
  /** Each request's method, path and headers and body. */
  request(f: TFixture): {
    method: 'GET' | 'POST';
    path: string;
    headers: Record<string, string>;
    body?: string;
  };
}

const ROUTES: TRoute[] = [
  {
    key: 'gallery-1',
    label: 'gallery, page 1 (anonymous)',
    read: true,
    gallery: true,
    request: () => signedGet(`${WORKS}/custom/works-index`, { currentPage: 1, sort: 'recommend' }),
  },
  {
    key: 'gallery-500',
    label: 'gallery, newest, page 500 (anonymous)',
    read: true,
    gallery: true,
    request: () => signedGet(`${WORKS}/custom/works-index`, { currentPage: 500, sort: 'newest' }),
  },
  {
    key: 'search',
    label: 'works-index search, 8 keywords (anonymous)',
    read: true,
    request: () => signedGet(`${WORKS}/custom/works-index`, { keyword: pick(KEYWORDS) }),
  },
  {
    key: 'detail',
    label: 'work detail (pupil)',
    read: true,
    request: (f) =>
      signedGet(`${WORKS}/app/detail`, { id: pick(f.publicIds) }, pick(f.pupils).token),
  },
  {
    key: 'classes',
    label: "pupil's class list",
    read: true,
    request: (f) =>
      signedGet(
        '/api/v1/works-service/course-class/custom/get-class-list',
        {},
        pick(f.pupils).token,
      ),
  },
  {
    key: 'my-works',
    label: 'my works (pupil)',
    read: true,
    request: (f) => signedGet(`${WORKS}/custom/list`, { currentPage: 1 }, pick(f.pupils).token),
  },
  {
    key: 'login',
    label: 'pupil sign-in (argon2id)',
    read: false,
    request: (f) =>
      signedPost(`${WORKS}/custom/student-login`, {
        username: pupilLogin(1 + Math.floor(Math.random() * f.pupilCount)),
        password: encodePassword(BENCH_PASSWORD),
      }),
  },
  {
    key: 'like',
    label: 'like a public work (pupil)',
    read: false,
    request: (f) =>
      signedPost(`${WORKS}/custom/like`, { worksId: pick(f.publicIds) }, pick(f.pupils).token),
  },
];

interface TResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  rssMax: number;
  /** The serving process's CPU time (user + system) per answered request, in µs. */
  cpuUs: number;
}

/** A process's CPU time so far (user + system), in µs; /proc counts in clock ticks of 10 ms. */
function cpuOf(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return 0;
  }
}

function rssOf(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return Math.round(kb / 1024);
  } catch {
    return 0;
  }
}

async function load(
  base: string,
  connections: number,
  seconds: number,
  make: () => {
    method: 'GET' | 'POST';
    path: string;
    headers: Record<string, string>;
    body?: string;
  },
  pid?: number,
): Promise<TResult> {
  let rssMax = pid ? rssOf(pid) : 0;
  const cpuBefore = pid ? cpuOf(pid) : 0;
  const sampler = pid ? setInterval(() => (rssMax = Math.max(rssMax, rssOf(pid))), 250) : null;
  try {
    const result = await autocannon({
      url: base,
      connections,
      duration: seconds,
      requests: [{ setupRequest: (request) => ({ ...request, ...make() }) }],
    });
    return {
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
      rssMax,
      cpuUs: pid ? Math.round((cpuOf(pid) - cpuBefore) / Math.max(1, result.requests.total)) : 0,
    };
  } finally {
    if (sampler) clearInterval(sampler);
  }
}

/** Waits until the server answers its health check quickly (the last run's queue is gone). */
async function settle(url: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const started = Date.now();
    await fetch(`${url}/api/health`).catch(() => undefined);
    if (Date.now() - started < 20) return;
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function login(url: string, n: number): Promise<string> {
  const r = signedPost(`${WORKS}/custom/student-login`, {
    username: pupilLogin(n),
    password: encodePassword(BENCH_PASSWORD),
  });
  const res = await fetch(`${url}${r.path}`, { method: 'POST', headers: r.headers, body: r.body });
  const envelope = (await res.json()) as { code: number; message: string; data: { token: string } };
  if (res.status !== 200)
    throw new Error(`sign-in of ${pupilLogin(n)}: ${res.status} ${envelope.message}`);
  return envelope.data.token;
}

interface TBaselines {
  bare: number;
  pk: number;
  pkP99: number;
  bareP99: number;
  bareCpuUs: number;
  pkCpuUs: number;
}

interface TScaleRun {
  seed: TSeedResult;
  rows: Map<string, TResult>;
  baselines: Map<number, TBaselines>;
  memory: { idleMb: number; underLoadMb: number; afterMb: number };
}

const fmtRatio = (value: number, base: number) =>
  base > 0 ? `${((value / base) * 100).toFixed(0)}%` : 'n/a';

async function runScale(adminUrl: string, scale: number): Promise<TScaleRun> {
  const seed = await ensureBigTenant(adminUrl, scale, { force: process.env.BENCH_RESEED === '1' });
  const size = sizeOf(scale);
  const db = new pg.Client({ connectionString: seed.url });
  await db.connect();
  const publicIds = (
    await db.query<{ id: number }>(
      `select id from works where status = 2 and audit_status = 1 order by (id * 2654435761) % 1000003 limit 5000`,
    )
  ).rows.map((r) => r.id);
  await db.end();

  const bare = await startBareServer();
  const pk = await startPgBaselineServer(seed.url, size.works);
  const product = await startProductServer({
    DATABASE_URL: seed.url,
    DEMO_DATA: 'off',
    RATE_LIMIT_LOGIN_PER_MINUTE: '100000000',
  });
  const servers: TRunningServer[] = [bare, pk, product];
  try {
    const pupils: { token: string }[] = [];
    for (let i = 0; i < SESSIONS; i++) {
      const n = 1 + Math.floor(((i + 1) * size.pupils) / (SESSIONS + 1));
      pupils.push({ token: await login(product.url, n) });
    }
    const fixture: TFixture = { pupils, publicIds, pupilCount: size.pupils };
    await new Promise((r) => setTimeout(r, 2000));
    const idleMb = rssOf(product.pid);
    const rows = new Map<string, TResult>();
    const baselines = new Map<number, TBaselines>();
    const routes = ROUTES.filter((r) => !ONLY || ONLY.includes(r.key));
    // Warm up every route once (JIT, pools, prepared statements, caches).
    for (const route of routes) await load(product.url, 10, 1, () => route.request(fixture));
    await load(pk.url, 10, 1, () => ({ method: 'GET', path: '/pk', headers: {} }));
    let underLoadMb = idleMb;
    for (const connections of CONNECTIONS) {
      const measureBaselines = async () => ({
        bare: await load(
          bare.url,
          connections,
          SECONDS,
          () => ({
            method: 'GET',
            path: '/bare',
            headers: {},
          }),
          bare.pid,
        ),
        pk: await load(
          pk.url,
          connections,
          SECONDS,
          () => ({
            method: 'GET',
            path: '/pk',
            headers: {},
          }),
          pk.pid,
        ),
      });
      // Baselines before and after the routes; their mean is the reference.
      const before = await measureBaselines();
      for (const route of routes) {
        const result = await load(
          product.url,
          connections,
          SECONDS,
          () => route.request(fixture),
          product.pid,
        );
        underLoadMb = Math.max(underLoadMb, result.rssMax);
        await settle(product.url);
        rows.set(`${route.key}@${connections}`, result);
        console.log(
          `  scale ${scale} ${route.key} @${connections}: ${result.rps} req/s, p50 ${result.p50}, p99 ${result.p99}, ${result.cpuUs} µs CPU/req` +
            (result.non2xx || result.errors
              ? ` (${result.non2xx} non-2xx, ${result.errors} errors)`
              : ''),
        );
      }
      const after = await measureBaselines();
      const mean = (a: number, b: number) => Math.round((a + b) / 2);
      baselines.set(connections, {
        bare: mean(before.bare.rps, after.bare.rps),
        pk: mean(before.pk.rps, after.pk.rps),
        bareP99: Math.max(before.bare.p99, after.bare.p99),
        pkP99: Math.max(before.pk.p99, after.pk.p99),
        bareCpuUs: mean(before.bare.cpuUs, after.bare.cpuUs),
        pkCpuUs: mean(before.pk.cpuUs, after.pk.cpuUs),
      });
      console.log(`  scale ${scale} baselines @${connections}:`, baselines.get(connections));
    }
    await new Promise((r) => setTimeout(r, 3000));
    const afterMb = rssOf(product.pid);
    return { seed, rows, baselines, memory: { idleMb, underLoadMb, afterMb } };
  } finally {
    for (const server of servers) await server.stop();
  }
}

function scaleSection(run: TScaleRun): string[] {
  const { seed } = run;
  const c = seed.counts;
  const out = [
    `## Scale ${seed.scale} (${seed.database})`,
    '',
    `${c.schools} schools, ${c.course_classes} classes, ${c.accounts} accounts (pupils and teachers), ` +
      `${c.works} works, ${c.works_likes} likes, ${c.ai_point_records} AI point records; database ${seed.size}. ` +
      (seed.reused
        ? `Reused a database seeded earlier in ${seed.seconds} s.`
        : `Seeded in this run in ${seed.seconds} s.`),
    '',
  ];
  for (const connections of CONNECTIONS) {
    const base = run.baselines.get(connections)!;
    const rows: (string | number)[][] = [
      [
        'bare Fastify route',
        base.bare,
        '',
        base.bareP99,
        '100%',
        fmtRatio(base.pk, base.bare) + ' (PK/bare)',
        base.bareCpuUs,
        '',
      ],
      [
        'Fastify + pg, one row by primary key',
        base.pk,
        '',
        base.pkP99,
        fmtRatio(base.bare, base.pk) + ' (bare/PK)',
        '100%',
        base.pkCpuUs,
        '',
      ],
    ];
    for (const route of ROUTES) {
      const r = run.rows.get(`${route.key}@${connections}`);
      if (!r) continue;
      rows.push([
        route.label,
        r.rps,
        r.p50,
        r.p99,
        fmtRatio(r.rps, base.bare),
        fmtRatio(r.rps, base.pk),
        r.cpuUs,
        r.non2xx || r.errors ? `${r.non2xx} non-2xx, ${r.errors} errors` : '',
      ]);
    }
    out.push(
      `### ${connections} connections`,
      '',
      table(
        [
          'route',
          'req/s',
          'p50 ms',
          'p99 ms',
          'of bare',
          'of PK read',
          'server CPU µs/req',
          'failures',
        ],
        rows,
      ),
      '',
    );
  }
  out.push(
    `Server memory (VmRSS): idle ${run.memory.idleMb} MB after start and sign-ins, at most ${run.memory.underLoadMb} MB under load, ${run.memory.afterMb} MB after the load.`,
    '',
  );
  return out;
}

function growthSection(full: TScaleRun, tenth: TScaleRun, connections: number): string[] {
  // Cost of a request in PK reads: (PK req/s) / (route req/s), from the same run.
  const rows: (string | number)[][] = [];
  for (const route of ROUTES) {
    const a = tenth.rows.get(`${route.key}@${connections}`);
    const b = full.rows.get(`${route.key}@${connections}`);
    if (!a || !b) continue;
    const costA = tenth.baselines.get(connections)!.pk / a.rps;
    const costB = full.baselines.get(connections)!.pk / b.rps;
    const growth = costB / costA;
    rows.push([
      route.label,
      costA.toFixed(2),
      costB.toFixed(2),
      `${growth.toFixed(2)}×`,
      growth <= 2 ? 'met' : 'MISSED',
    ]);
  }
  return [
    `## How cost grows (${connections} connections)`,
    '',
    'Cost of one request in primary-key reads (PK req/s ÷ route req/s, each from its own run).',
    '',
    table(
      ['route', `cost at ${tenth.seed.scale}`, `cost at ${full.seed.scale}`, 'growth', 'within 2×'],
      rows,
    ),
    '',
  ];
}

function targetsSection(full: TScaleRun, growthOk: Map<string, boolean>): string[] {
  const c = Math.max(...CONNECTIONS);
  const base = full.baselines.get(c)!;
  const rows: (string | number)[][] = [];
  for (const route of ROUTES.filter((r) => r.read)) {
    const r = full.rows.get(`${route.key}@${c}`);
    if (!r) continue;
    const need = route.gallery ? 1 : 0.5;
    const share = r.rps / base.pk;
    rows.push([
      route.label,
      `${(share * 100).toFixed(0)}% (need ${need * 100}%)`,
      share >= need ? 'met' : 'MISSED',
      `${r.p99} ms`,
      r.p99 < 100 ? 'met' : 'MISSED',
      growthOk.has(route.key) ? (growthOk.get(route.key) ? 'met' : 'MISSED') : 'n/a',
    ]);
  }
  const idle = full.memory.idleMb;
  return [
    `## Targets, at ${c} connections with the large data`,
    '',
    table(
      ['read route', 'of PK read', 'throughput', 'p99', 'p99 < 100 ms', 'cost ≤ 2× of 1/10'],
      rows,
    ),
    '',
    `Idle memory ${idle} MB: ${idle < 200 ? 'met' : 'MISSED'} (target < 200 MB). Sign-in and like are writes, reported above and not held to the read targets.`,
    '',
  ];
}

export async function run(): Promise<string> {
  checkSigning();
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    console.log('  scale: DATABASE_URL is not set, skipped');
    return writeReport(REPORT, 'Large tenant on PostgreSQL', [
      'Not measured: this benchmark needs PostgreSQL (`DATABASE_URL=$(bash .ci/start-postgres.sh)`).',
    ]);
  }
  const load0 = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(', ');
  const runs: TScaleRun[] = [];
  for (const scale of SCALES) runs.push(await runScale(adminUrl, scale));
  const load1 = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(', ');
  const sections = [
    `Machine: ${machineLine()}. PostgreSQL on the same machine; autocannon in the benchmark process; ` +
      `${SECONDS} s per row. Load average (1, 5, 15 min) at the start: ${load0}; at the end: ${load1}. ` +
      'The machine is shared: judge by the ratios to the baselines, which were measured in the same minutes ' +
      '(each baseline is the mean of a run before and a run after the routes of its table).',
    '',
    "Requests are signed like the apps' (a fresh signature per request for varying ones); pupil routes use " +
      `${SESSIONS} pupils signed in through the real sign-in route, one picked at random per request; detail and like ` +
      'pick a random public work of 5,000; search picks one of 8 keywords (title words, a school, a public author name).',
    '',
  ];
  for (const r of runs) sections.push(...scaleSection(r));
  const growthOk = new Map<string, boolean>();
  const full = runs.find((r) => r.seed.scale === Math.max(...SCALES));
  const tenth = runs.find((r) => r.seed.scale === Math.min(...SCALES));
  if (full && tenth && full !== tenth) {
    for (const connections of CONNECTIONS)
      sections.push(...growthSection(full, tenth, connections));
    const c = Math.max(...CONNECTIONS);
    for (const route of ROUTES) {
      const a = tenth.rows.get(`${route.key}@${c}`);
      const b = full.rows.get(`${route.key}@${c}`);
      if (a && b) {
        const growth = full.baselines.get(c)!.pk / b.rps / (tenth.baselines.get(c)!.pk / a.rps);
        growthOk.set(route.key, growth <= 2);
      }
    }
  }
  if (full) sections.push(...targetsSection(full, growthOk));
  return writeReport(
    REPORT,
    'Large tenant on PostgreSQL: main routes beside two baselines',
    sections,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`report: ${await run()}`);
}
