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
import { seedWorks } from './lib/works-seed.mjs';

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
      const seeded = await seedWorks(client, works, indexTokens);
      console.log(`seeded in ${seeded.seconds} s`, seeded);
      const headers = { 'permission-tenant-en': '53' };
      const rows = [];
      // Warm up every route (JIT, connection pool, prepared statements) before measuring.
      for (const [, query] of ROUTES) {
        await autocannon({
          url: signedUrl(product.url, query),
          headers,
          connections: CONNECTIONS,
          duration: 1,
        });
      }
      await autocannon({ url: `${bare.url}/bare`, connections: CONNECTIONS, duration: 1 });
      const baseline = await measure(`${bare.url}/bare`);
      rows.push(['bare Fastify route', baseline.rps, baseline.p50, baseline.p99, '100%']);
      // The product server's own floor: its health check (one `select 1` on the pool).
      const health = await measure(`${product.url}/api/health`);
      const healthRatio = `${((health.rps / baseline.rps) * 100).toFixed(1)}%`;
      rows.push([
        'product /api/health (select 1)',
        health.rps,
        health.p50,
        health.p99,
        healthRatio,
      ]);
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

const READING = [
  'How to read it: compare each route with the two floors measured in the same minutes, the bare',
  "Fastify route and the product server's own `/api/health` (one `select 1` on its pool). A page",
  'of the gallery is a prepared statement reading an index range of a partial index over public',
  'works (recommended, newest, most liked; with and without a type), and its total is kept for',
  '30 s, so a first page costs about one trivial database round trip. Deep pages pay for their',
  'offset. Search asks the GIN index for works holding all the keyword tokens (`@>`); a rare',
  'keyword is found in the order index at once, a broad one (a school name shared by thousands',
  'of works) costs in proportion to its matches, which is what grows with size.',
].join('\n');

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
        'Produced by `node bench/works.bench.mjs`. ' +
        `Load average when the report was written: ${os
          .loadavg()
          .map((n) => n.toFixed(1))
          .join(', ')} ` +
        '(other work shared the two cores; the bare-route row of each table was measured in the same minutes).',
      '',
      READING,
      '',
      ...sections,
    ].join('\n'),
  );
  return file;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(`report: ${await run()}`);
}
