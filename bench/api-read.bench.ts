// Signed API reads of several kinds (public, staff, pupil; a constant, one row, a few joins)
// measured with autocannon, each beside a bare Fastify route in the same run, so the ratio
// holds on a noisy machine. With BENCH_BEFORE_MAIN (another build of the server, e.g. the
// commit before a change) the same reads run against it too, interleaved, and the report
// compares the two ratios route by route.
import { encodePassword, signedQueryString, type TQuery } from '@haoduo/contract';
import { measure, ratio, type TMeasurement } from './lib/measure';
import { cpuPerRequest } from './lib/process-cpu';
import { table, writeReport } from './lib/report';
import { startBareServer, startProductServer, type TRunningServer } from './lib/servers';

const SALT = 'bench-sign-salt';
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '10,100').split(',').map(Number);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const TENANT = { 'permission-tenant-en': '53' };

interface TSignIn {
  token: string;
  accountType: number;
}

interface TRead {
  name: string;
  path: string;
  query?: TQuery;
  caller: 'anonymous' | 'staff' | 'pupil';
}

/** The reads: a public constant, the staff session check, a pupil's rows and joins. */
const READS: TRead[] = [
  {
    name: 'cities (public, cached list)',
    path: '/api/v1/works-service/city/get-all-cities',
    caller: 'anonymous',
  },
  { name: 'check-alive (staff session)', path: '/api/v1/auth/check-alive', caller: 'staff' },
  {
    name: 'semesters (pupil)',
    path: '/api/v1/works-service/platform-semester/query-list',
    caller: 'pupil',
  },
  {
    name: 'class list (pupil, joins)',
    path: '/api/v1/works-service/course-class/custom/get-class-list',
    caller: 'pupil',
  },
  {
    name: 'points account (pupil)',
    path: '/api/v1/works-service/works/custom/ai-point/account-detail',
    caller: 'pupil',
  },
  {
    name: 'my works (pupil, paged)',
    path: '/api/v1/works-service/works/custom/list',
    caller: 'pupil',
  },
];

async function signIn(url: string, path: string, body: object): Promise<TSignIn> {
  const text = JSON.stringify(body);
  const qs = signedQueryString({ method: 'POST', body: text, salt: SALT });
  const res = await fetch(`${url}${path}?${qs}`, {
    method: 'POST',
    headers: { ...TENANT, 'content-type': 'application/json' },
    body: text,
  });
  const envelope = (await res.json()) as { code: number; message: string; data: TSignIn };
  if (envelope.code !== 200) throw new Error(`sign-in failed: ${envelope.message}`);
  return envelope.data;
}

interface TTarget {
  label: string;
  server: TRunningServer;
  callers: Record<TRead['caller'], TSignIn | null>;
}

async function targetOf(label: string, server: TRunningServer): Promise<TTarget> {
  const staff = await signIn(server.url, '/api/v1/auth/login', {
    username: 'admin',
    password: encodePassword('Admin12345'),
  });
  const pupil = await signIn(server.url, '/api/v1/works-service/works/custom/student-login', {
    username: 'stu002',
    password: encodePassword('Stud1234'),
  });
  return { label, server, callers: { anonymous: null, staff, pupil } };
}

async function measureRead(target: TTarget, read: TRead, connections: number) {
  const caller = target.callers[read.caller];
  const token = caller?.token ?? '';
  const qs = signedQueryString({ method: 'GET', query: read.query, token, salt: SALT });
  const headers: Record<string, string> = { ...TENANT };
  if (caller) {
    headers.authorization = `Bearer ${token}`;
    headers['accounts-info'] = String(caller.accountType);
  }
  let result: TMeasurement | undefined;
  const cpu = await cpuPerRequest(target.server.pid, async () => {
    result = await measure({
      url: `${target.server.url}${read.path}?${qs}`,
      headers,
      connections,
      durationSeconds: DURATION,
    });
    return result;
  });
  if (!result || result.non2xx > 0 || result.errors > 0)
    throw new Error(`${read.name} failed: ${result?.non2xx} non-2xx, ${result?.errors} errors`);
  return { ...result, cpuMicros: cpu.micros };
}

const share = (value: TMeasurement, baseline: TMeasurement) =>
  baseline.requestsPerSecond > 0 ? value.requestsPerSecond / baseline.requestsPerSecond : 0;

export async function run(): Promise<string> {
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)';
  const beforeMain = process.env.BENCH_BEFORE_MAIN;
  const bare = await startBareServer();
  const servers: TRunningServer[] = [];
  try {
    const after = await startProductServer();
    servers.push(after);
    const targets = [await targetOf('this build', after)];
    if (beforeMain) {
      const before = await startProductServer({}, beforeMain);
      servers.push(before);
      targets.push(await targetOf('before', before));
    }

    const rows: (string | number)[][] = [];
    for (const connections of CONNECTIONS) {
      for (const read of READS) {
        // Each read beside a baseline measured just before it, for every build in turn.
        const shares: number[] = [];
        const cpus: (number | null)[] = [];
        const cells: (string | number)[] = [];
        for (const target of targets) {
          const baseline = await measure({
            url: `${bare.url}/bare`,
            connections,
            durationSeconds: DURATION,
          });
          const result = await measureRead(target, read, connections);
          shares.push(share(result, baseline));
          cpus.push(result.cpuMicros);
          cells.push(
            result.requestsPerSecond,
            result.p99,
            ratio(result.requestsPerSecond, baseline.requestsPerSecond),
            result.cpuMicros ?? 'n/a',
          );
        }
        const change =
          shares.length === 2 && shares[1]! > 0
            ? `${((shares[0]! / shares[1]!) * 100).toFixed(0)}%`
            : '';
        const cpuChange =
          cpus.length === 2 && cpus[0] && cpus[1]
            ? `${((cpus[0] / cpus[1]) * 100).toFixed(0)}%`
            : '';
        rows.push([read.name, connections, ...cells, ...(beforeMain ? [change, cpuChange] : [])]);
      }
    }

    const header = ['read', 'connections', 'req/s', 'p99 ms', 'ratio to bare', 'CPU µs/req'];
    if (beforeMain)
      header.push(
        'before req/s',
        'before p99 ms',
        'before ratio',
        'before CPU µs/req',
        'this / before',
        'CPU this / before',
      );
    return writeReport('api-read', 'Signed API reads vs bare Fastify', [
      `Database: ${database}. Each cell ${DURATION} s with autocannon; every read is measured`,
      'right after a bare Fastify route, and its ratio is to that baseline. "CPU µs/req" is the',
      "server process's CPU time (user + system) over the run divided by the requests answered:",
      'it holds on a busy machine, where requests per second do not.',
      beforeMain
        ? `"before" is the server built at ${beforeMain}, run side by side with this build; "this / before" compares the two ratios (100% = the same speed), "CPU this / before" the CPU per request (100% = the same cost, lower is cheaper).`
        : '',
      '',
      table(header, rows),
    ]);
  } finally {
    for (const server of servers) await server.stop();
    await bare.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`report: ${await run()}`);
}
