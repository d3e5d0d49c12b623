// A signed, authenticated API read (session lookup + user read) measured with autocannon
// beside a bare Fastify route in the same run, so the ratio holds on a noisy machine.
import { encodePassword, signedQueryString } from '@haoduo/contract';
import { measure, ratio } from './lib/measure';
import { table, writeReport } from './lib/report';
import { startBareServer, startProductServer } from './lib/servers';

const SALT = 'bench-sign-salt';
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '10,100').split(',').map(Number);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const HEADERS = { 'permission-tenant-en': '53' };

async function staffToken(url: string): Promise<string> {
  const body = JSON.stringify({ username: 'admin', password: encodePassword('Admin12345') });
  const qs = signedQueryString({ method: 'POST', body, salt: SALT });
  const res = await fetch(`${url}/api/v1/auth/login?${qs}`, {
    method: 'POST',
    headers: { ...HEADERS, 'content-type': 'application/json' },
    body,
  });
  const envelope = (await res.json()) as { data: { token: string } };
  return envelope.data.token;
}

export async function run(): Promise<string> {
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)';
  const bare = await startBareServer();
  const product = await startProductServer();
  try {
    const token = await staffToken(product.url);
    const rows: (string | number)[][] = [];
    for (const connections of CONNECTIONS) {
      const baseline = await measure({
        url: `${bare.url}/bare`,
        connections,
        durationSeconds: DURATION,
      });
      const qs = signedQueryString({ method: 'GET', token, salt: SALT });
      const read = await measure({
        url: `${product.url}/api/v1/auth/check-alive?${qs}`,
        headers: { ...HEADERS, authorization: `Bearer ${token}` },
        connections,
        durationSeconds: DURATION,
      });
      if (read.non2xx > 0 || read.errors > 0)
        throw new Error(`signed read failed: ${read.non2xx} non-2xx, ${read.errors} errors`);
      rows.push([
        'bare Fastify route',
        connections,
        baseline.requestsPerSecond,
        baseline.p50,
        baseline.p99,
        '100%',
      ]);
      rows.push([
        'GET /api/v1/auth/check-alive (signed, bearer)',
        connections,
        read.requestsPerSecond,
        read.p50,
        read.p99,
        ratio(read.requestsPerSecond, baseline.requestsPerSecond),
      ]);
    }
    return writeReport('api-read', 'Signed, authenticated API read vs bare Fastify', [
      `Database: ${database}. Each row ${DURATION} s with autocannon; latency in ms.`,
      '',
      table(['route', 'connections', 'req/s', 'p50', 'p99', 'ratio to bare'], rows),
    ]);
  } finally {
    await product.stop();
    await bare.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`report: ${await run()}`);
}
