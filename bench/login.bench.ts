// Student sign-in (argon2id verify, session, login record) measured with autocannon beside a
// bare Fastify route in the same run, with the hash parameters and a single hash's cost.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { encodePassword, signedQueryString } from '@haoduo/contract';
import pg from 'pg';
import {
  ARGON2_PARAMS,
  hashPassword,
  verifyPassword,
} from '../apps/server/src/modules/identity/users/passwords';
import { measure, ratio } from './lib/measure';
import { table, writeReport } from './lib/report';
import { startBareServer, startProductServer } from './lib/servers';

const SALT = 'bench-sign-salt';
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '10,50').split(',').map(Number);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const HASH_SAMPLES = 20;
const HEADERS = { 'permission-tenant-en': '53', 'content-type': 'application/json' };

/** Median time of one argon2id hash and one verify with the server's parameters. */
async function hashCost(): Promise<{ hashMs: number; verifyMs: number }> {
  const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1]!;
  const hashes: number[] = [];
  const verifies: number[] = [];
  let stored = await hashPassword('Warmup1234');
  for (let i = 0; i < HASH_SAMPLES; i++) {
    let start = performance.now();
    stored = await hashPassword(`Bench${i}pass`);
    hashes.push(performance.now() - start);
    start = performance.now();
    await verifyPassword(stored, `Bench${i}pass`);
    verifies.push(performance.now() - start);
  }
  return { hashMs: median(hashes), verifyMs: median(verifies) };
}

/** On PostgreSQL: a database of its own for this run, dropped afterwards. */
async function benchDatabase(): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return { env: {}, drop: async () => undefined };
  const name = `bench_login_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export async function run(): Promise<string> {
  const databaseName = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)';
  const load = os.loadavg()[0]!.toFixed(1);
  const cost = await hashCost();
  const database = await benchDatabase();
  const bare = await startBareServer();
  // The per-IP sign-in limit would cap a one-machine benchmark; lift it for this run.
  const product = await startProductServer({
    ...database.env,
    RATE_LIMIT_LOGIN_PER_MINUTE: '100000000',
    APP_SECRET: 'bench-app-secret-0123456789',
  });
  try {
    const body = JSON.stringify({ username: 'stu002', password: encodePassword('Stud1234') });
    const rows: (string | number)[][] = [];
    for (const connections of CONNECTIONS) {
      const baseline = await measure({
        url: `${bare.url}/bare`,
        connections,
        durationSeconds: DURATION,
      });
      const qs = signedQueryString({ method: 'POST', body, salt: SALT });
      const login = await measure({
        url: `${product.url}/api/v1/works-service/works/custom/student-login?${qs}`,
        method: 'POST',
        headers: HEADERS,
        body,
        connections,
        durationSeconds: DURATION,
      });
      // A refused sign-in would measure the wrong thing; a time-out under load is reported.
      if (login.non2xx > 0) throw new Error(`student login failed: ${login.non2xx} non-2xx`);
      rows.push([
        'bare Fastify route',
        connections,
        baseline.requestsPerSecond,
        baseline.p50,
        baseline.p99,
        '100%',
        baseline.errors,
      ]);
      rows.push([
        'POST student-login (signed, argon2id verify, session, login record)',
        connections,
        login.requestsPerSecond,
        login.p50,
        login.p99,
        ratio(login.requestsPerSecond, baseline.requestsPerSecond),
        login.errors,
      ]);
    }
    const { memoryCost, timeCost, parallelism } = ARGON2_PARAMS;
    return writeReport('login', 'Student sign-in vs bare Fastify', [
      `Database: ${databaseName}. Each row ${DURATION} s with autocannon from the same machine; latency in ms. Load average when the run began: ${load} (anything else running shares the cores).`,
      '',
      `Password hashing: argon2id (\`@node-rs/argon2\`), memoryCost ${memoryCost} KiB, timeCost ${timeCost}, parallelism ${parallelism} (OWASP's minimum for argon2id). Measured here: one hash ${cost.hashMs.toFixed(1)} ms, one verify ${cost.verifyMs.toFixed(1)} ms (median of ${HASH_SAMPLES}).`,
      '',
      table(
        [
          'route',
          'connections',
          'req/s',
          'p50',
          'p99',
          'ratio to bare',
          'errors and time-outs (10 s)',
        ],
        rows,
      ),
      '',
      'Every sign-in verifies one argon2id hash on the libuv thread pool, so the ceiling is roughly ' +
        '(cores ÷ verify time); the rest (signature, session insert, login record, account list) ' +
        'is small beside it. The per-IP limit `RATE_LIMIT_LOGIN_PER_MINUTE` (default 120 per route) ' +
        'is lifted for this run.',
    ]);
  } finally {
    await product.stop();
    await bare.stop();
    await database.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`report: ${await run()}`);
}
