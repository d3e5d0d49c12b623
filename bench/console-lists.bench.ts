// The back office's main lists on the large tenant (bench/lib/big-seed.ts: 500,000 works,
// 100,000 pupils, 1,000,000 AI point records; bench/lib/console-seed.ts: 100,000 audit rows
// and two staff users) as a super administrator and as a school manager (their school only):
// works review, students, AI point records, schools and the audit log, with filters and
// sorting, page 1 and a deep page, each beside a bare Fastify route measured in the same run
// (before and after the lists; the mean is the baseline). Target: p99 < 100 ms.
//
//   DATABASE_URL=$(bash .ci/start-postgres.sh) npx tsx bench/run.ts console-lists
//
// Env: BENCH_SECONDS (default 5 per list), BENCH_CONSOLE_CONNECTIONS (default 10),
// BENCH_CONSOLE_LISTS (comma-separated keys, default all), BENCH_CONSOLE_REPORT (report name,
// default "console-lists"), BENCH_RESEED=1, BENCH_SERVER_MAIN (another build's main.js).
import os from 'node:os';
import autocannon from 'autocannon';
import { ensureBigTenant } from './lib/big-seed';
import {
  BENCH_ADMIN,
  BENCH_SCHOOL_MANAGER,
  ensureConsoleData,
  MANAGED_SCHOOL_ID,
} from './lib/console-seed';
import { processCpuMicros } from './lib/process-cpu';
import { machineLine, table, writeReport } from './lib/report';
import { checkSigning, signedGet, signIn, type TSignedRequest } from './lib/signed-requests';
import {
  startBareServer,
  startPgBaselineServer,
  startProductServer,
  type TRunningServer,
} from './lib/servers';
import { BENCH_PASSWORD } from './lib/big-seed';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONSOLE_CONNECTIONS ?? 10);
const ONLY = process.env.BENCH_CONSOLE_LISTS?.split(',');
const REPORT = process.env.BENCH_CONSOLE_REPORT ?? 'console-lists';
const TARGET_P99_MS = 100;
const SIZE = 20;

const WORKS = '/api/v1/works-service/works/mng/list';
const STUDENTS = '/api/v1/works-service/student/mng/query';
const POINTS = '/api/v1/works-service/ai-point-record/page';
const SCHOOLS = '/api/v1/works-service/school/mng/page';
const AUDIT = '/api/v1/user-service/audit-log/page-list';

const WORK_KEYWORDS = ['恐龙', '机器人', '小兔子', '企鹅的梦', '王', '去旅行'];
const PUPIL_KEYWORDS = ['王', '子涵', 'bp123', '李小明'];
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

type TRole = 'admin' | 'manager';
type TQuery = Record<string, string | number>;

interface TList {
  key: string;
  label: string;
  path: string;
  /** The query of each request (called per request: random keywords, schools, classes). */
  query: (role: TRole) => TQuery;
}

const page = (currentPage: number) => ({ currentPage, pageSize: SIZE });
const anySchool = () => 1 + Math.floor(Math.random() * 200);
const school = (role: TRole) => (role === 'manager' ? MANAGED_SCHOOL_ID : anySchool());
/** A school and one of its classes (school s has classes (s-1)*20+1 .. s*20 at full size). */
const classOf = (role: TRole) => {
  const schoolId = school(role);
  return { schoolId, classId: (schoolId - 1) * 20 + 1 + Math.floor(Math.random() * 20) };
};
const deep = (role: TRole, admin: number, manager: number) => (role === 'admin' ? admin : manager);

const LISTS: TList[] = [
  { key: 'works-1', label: 'works: page 1, newest first', path: WORKS, query: () => page(1) },
  {
    key: 'works-deep',
    label: 'works: deep page (admin 2,500 / manager 100)',
    path: WORKS,
    query: (r) => page(deep(r, 2500, 100)),
  },
  {
    key: 'works-pending',
    label: 'works: waiting for review (status 1, audit 0)',
    path: WORKS,
    query: () => ({ ...page(1), status: 1, auditStatus: 0 }),
  },
  {
    key: 'works-pending-deep',
    label: 'works: waiting for review, page 50',
    path: WORKS,
    query: (r) => ({ ...page(deep(r, 50, 5)), status: 1, auditStatus: 0 }),
  },
  {
    key: 'works-school',
    label: 'works: a school, public (status 2)',
    path: WORKS,
    query: (r) => ({ ...page(1), schoolId: school(r), status: 2 }),
  },
  {
    key: 'works-keyword',
    label: 'works: keyword (title or author name)',
    path: WORKS,
    query: () => ({ ...page(1), keyword: pick(WORK_KEYWORDS) }),
  },
  { key: 'students-1', label: 'students: page 1', path: STUDENTS, query: () => page(1) },
  {
    key: 'students-deep',
    label: 'students: deep page (admin 2,500 / manager 20)',
    path: STUDENTS,
    query: (r) => page(deep(r, 2500, 20)),
  },
  {
    key: 'students-school',
    label: 'students: a school',
    path: STUDENTS,
    query: (r) => ({ ...page(1), schoolId: school(r) }),
  },
  {
    key: 'students-class',
    label: 'students: a class',
    path: STUDENTS,
    query: (r) => ({ ...page(1), ...classOf(r) }),
  },
  {
    key: 'students-keyword',
    label: 'students: keyword (name or login name)',
    path: STUDENTS,
    query: () => ({ ...page(1), keyword: pick(PUPIL_KEYWORDS) }),
  },
  { key: 'points-1', label: 'AI point records: page 1', path: POINTS, query: () => page(1) },
  {
    key: 'points-deep',
    label: 'AI point records: deep page (admin 2,500 / manager 200)',
    path: POINTS,
    query: (r) => page(deep(r, 2500, 200)),
  },
  {
    key: 'points-school',
    label: 'AI point records: a school, spending (type 4)',
    path: POINTS,
    query: (r) => ({ ...page(1), schoolId: school(r), pointType: 4 }),
  },
  {
    key: 'points-class',
    label: 'AI point records: a class',
    path: POINTS,
    query: (r) => ({ ...page(1), ...classOf(r) }),
  },
  {
    key: 'schools-name',
    label: 'schools: by name, page 1',
    path: SCHOOLS,
    query: () => ({ ...page(1), orderBy: 'name', orderDirection: 'asc' }),
  },
  {
    key: 'schools-filter',
    label: 'schools: name filter, last page',
    path: SCHOOLS,
    query: () => ({ ...page(3), name: '小学', orderBy: 'createdAt' }),
  },
  { key: 'audit-1', label: 'audit log: page 1', path: AUDIT, query: () => page(1) },
  {
    key: 'audit-deep',
    label: 'audit log: deep page 2,500',
    path: AUDIT,
    query: () => page(2500),
  },
  {
    key: 'audit-action',
    label: 'audit log: one call, oldest first',
    path: AUDIT,
    query: () => ({ ...page(1), action: 'works:audit', orderBy: 'at', orderDirection: 'asc' }),
  },
  {
    key: 'audit-keyword',
    label: 'audit log: call keyword',
    path: AUDIT,
    query: () => ({ ...page(1), action: 'recommend' }),
  },
];

interface TResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  cpuUs: number | null;
}

async function load(
  base: string,
  make: () => TSignedRequest,
  pid: number,
  seconds = SECONDS,
): Promise<TResult> {
  const before = processCpuMicros(pid);
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [{ setupRequest: (request) => ({ ...request, ...make() }) }],
  });
  const after = processCpuMicros(pid);
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    cpuUs:
      before === null || after === null
        ? null
        : Math.round((after - before) / Math.max(1, result.requests.total)),
  };
}

/** One request first: its status and total (a refused list is reported, not loaded). */
async function probe(base: string, r: TSignedRequest) {
  const started = performance.now();
  const res = await fetch(`${base}${r.path}`, { headers: r.headers });
  const envelope = (await res.json()) as { code: number; data?: { total?: number } };
  return {
    status: res.status,
    total: envelope.data?.total ?? null,
    ms: Math.round(performance.now() - started),
  };
}

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');

export async function run(): Promise<string> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    return writeReport(REPORT, 'Back-office lists on the large tenant', [
      'Skipped: set DATABASE_URL (bash .ci/start-postgres.sh).',
    ]);
  }
  checkSigning();
  const seed = await ensureBigTenant(adminUrl, 1, { force: process.env.BENCH_RESEED === '1' });
  await ensureConsoleData(seed.url, 1);
  const bare = await startBareServer();
  const pk = await startPgBaselineServer(seed.url, 400_000);
  const product = await startProductServer({ DATABASE_URL: seed.url, DEMO_DATA: 'off' });
  const servers: TRunningServer[] = [bare, pk, product];
  const loadBefore = loadAverage();
  const started = new Date().toISOString();
  try {
    const login = '/api/v1/auth/login';
    const tokens: Record<TRole, string> = {
      admin: await signIn(product.url, login, BENCH_ADMIN, BENCH_PASSWORD),
      manager: await signIn(product.url, login, BENCH_SCHOOL_MANAGER, BENCH_PASSWORD),
    };
    const bareReq = (): TSignedRequest => ({ method: 'GET', path: '/bare', headers: {} });
    const pkReq = (): TSignedRequest => ({ method: 'GET', path: '/pk', headers: {} });
    const bareBefore = await load(bare.url, bareReq, bare.pid);
    const pkBefore = await load(pk.url, pkReq, pk.pid);
    const rows: (string | number)[][] = [];
    const misses: string[] = [];
    for (const list of LISTS.filter((l) => !ONLY || ONLY.includes(l.key))) {
      for (const role of ['admin', 'manager'] as const) {
        const make = () => signedGet(list.path, list.query(role), tokens[role]);
        const first = await probe(product.url, make());
        if (first.status !== 200) {
          rows.push([list.label, role, `refused (${first.status})`, '', '', '', '', '', '']);
          continue;
        }
        const r = await load(product.url, make, product.pid);
        const met = r.p99 < TARGET_P99_MS && r.non2xx === 0 && r.errors === 0;
        if (!met) misses.push(`${list.key} (${role}): p99 ${r.p99} ms`);
        rows.push([
          list.label,
          role,
          first.total ?? '',
          r.rps,
          r.p50,
          r.p99,
          r.cpuUs ?? 'n/a',
          r.non2xx + r.errors,
          met ? 'met' : `**missed**`,
        ]);
        console.log(`  ${list.key} ${role}: ${r.rps} req/s p50 ${r.p50} p99 ${r.p99} ms`);
      }
    }
    const bareAfter = await load(bare.url, bareReq, bare.pid);
    const pkAfter = await load(pk.url, pkReq, pk.pid);
    const bareRps = Math.round((bareBefore.rps + bareAfter.rps) / 2);
    const bareP99 = Math.max(bareBefore.p99, bareAfter.p99);
    const withRatio = rows.map((row) =>
      typeof row[3] === 'number'
        ? [...row.slice(0, 4), `${((row[3] / bareRps) * 100).toFixed(1)}%`, ...row.slice(4)]
        : [...row.slice(0, 4), '', ...row.slice(4)],
    );
    return writeReport(REPORT, 'Back-office lists on the large tenant', [
      `Database \`${seed.database}\` (${seed.size}): ${Object.entries(seed.counts)
        .map(([t, n]) => `${t} ${n.toLocaleString('en')}`)
        .join(', ')}; 100,000 audit rows. PostgreSQL on the same machine.`,
      '',
      `Run ${started} → ${new Date().toISOString()}, ${CONNECTIONS} connections, ${SECONDS} s per list, page size ${SIZE}; machine ${machineLine()}; load average (1/5/15 min) ${loadBefore} before, ${loadAverage()} after.`,
      '',
      `Bare Fastify route (same run): ${bareBefore.rps.toLocaleString('en')} req/s before, ${bareAfter.rps.toLocaleString('en')} after (p99 ${bareP99} ms, ${bareBefore.cpuUs ?? 'n/a'} and ${bareAfter.cpuUs ?? 'n/a'} µs of its CPU per request); "of bare" is a list's req/s over their mean. The machine's load moves req/s and p99 by several times between runs; the server's CPU time per request moves less.`,
      '',
      `Primary-key read with plain \`pg\` (one round trip to PostgreSQL per request, same run): ${pkBefore.rps.toLocaleString('en')} req/s before, ${pkAfter.rps.toLocaleString('en')} after (p50 ${pkBefore.p50} and ${pkAfter.p50} ms, p99 ${pkBefore.p99} and ${pkAfter.p99} ms, ${pkBefore.cpuUs ?? 'n/a'} and ${pkAfter.cpuUs ?? 'n/a'} µs of its CPU per request).`,
      '',
      table(
        [
          'list',
          'as',
          'rows (total)',
          'req/s',
          'of bare',
          'p50 ms',
          'p99 ms',
          'server CPU µs/req',
          'non-2xx',
          `p99 < ${TARGET_P99_MS} ms`,
        ],
        withRatio,
      ),
      '',
      misses.length === 0
        ? `**Every list meets p99 < ${TARGET_P99_MS} ms.**`
        : `Missed: ${misses.join('; ')}.`,
    ]);
  } finally {
    for (const server of servers) await server.stop();
  }
}
