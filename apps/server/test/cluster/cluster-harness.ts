import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, type TDatabase } from '../../src/platform/db/database';
import { TEST_SALT } from '../helpers/test-app';
import { startBalancer, type TBalancer } from './cluster-http';

/**
 * Several real server processes for the cluster run: the BUILT server (dist/main.js; this
 * builds nothing) started N times on one new PostgreSQL database (from DATABASE_URL) with
 * REDIS_URL, sharing one DATA_DIR, behind a round-robin balancer. The first process migrates
 * and loads the demo data; the others start once it answers.
 *
 * CLUSTER_SERVER_DIST points at another build folder (default apps/server/dist).
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const serverDist = path.resolve(
  process.env.CLUSTER_SERVER_DIST ?? path.join(serverDir, 'dist'),
);

/** Why the cluster run cannot run here (null: it can). */
export function clusterUnavailable(): string | null {
  if (!process.env.REDIS_URL) return 'REDIS_URL is not set (a redis-server is needed)';
  if (!process.env.DATABASE_URL) return 'DATABASE_URL is not set (PostgreSQL is needed)';
  return null;
}

export interface TServerProcess {
  index: number;
  port: number;
  url: string;
  child: ChildProcess | null;
  pid: number;
  output: string;
  /** How its last run ended (null while it runs). */
  exit: { code: number | null; signal: NodeJS.Signals | null } | null;
}

export interface TCluster {
  /** The balancer in front of every process. */
  url: string;
  balancer: TBalancer;
  processes: TServerProcess[];
  /** The cluster's database, for checks and factories (`{ database } as TTestApp`). */
  database: TDatabase;
  databaseUrl: string;
  dataDir: string;
  redisPrefix: string;
  /** Stop one process (SIGKILL: no goodbye; SIGTERM: a graceful close). */
  stop(index: number, signal: NodeJS.Signals): Promise<void>;
  /** Start a stopped process again, on its port (a rolling restart). */
  restart(index: number): Promise<void>;
  /** Start `npm run worker` (dist/worker.js) on the same database and Redis; killed by close(). */
  startWorker(env?: Record<string, string>): TServerProcess;
  close(): Promise<void>;
}

export interface TClusterOptions {
  processes?: number;
  /** Environment of every process, over the defaults below. */
  env?: Record<string, string>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export async function startCluster(options: TClusterOptions = {}): Promise<TCluster> {
  const main = path.join(serverDist, 'main.js');
  if (!fs.existsSync(main)) {
    throw new Error(`${main} is missing: build the server first (npm run build -w @haoduo/server)`);
  }
  const adminUrl = process.env.DATABASE_URL!;
  const name = `cluster_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(adminUrl);
  target.pathname = `/${name}`;
  const databaseUrl = target.toString();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haoduo-cluster-'));
  const redisPrefix = `cluster-${randomBytes(4).toString('hex')}:`;

  const processes: TServerProcess[] = [];
  const count = options.processes ?? 3;
  for (let index = 0; index < count; index++) {
    const port = await freePort();
    processes.push({
      index,
      port,
      url: `http://127.0.0.1:${port}`,
      child: null,
      pid: 0,
      output: '',
      exit: null,
    });
  }

  const environment = (extra: Record<string, string>): Record<string, string> => ({
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '4',
    DATA_DIR: dataDir,
    SIGN_SALT: TEST_SALT,
    LOG_LEVEL: 'warn',
    REDIS_URL: process.env.REDIS_URL!,
    REDIS_PREFIX: redisPrefix,
    AI_WORKERS: '1',
    ...options.env,
    ...extra,
  });
  const spawnServer = (proc: TServerProcess, script: string, env: Record<string, string>) => {
    const child = spawn(process.execPath, ['--enable-source-maps', script], {
      cwd: serverDir,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    proc.child = child;
    proc.pid = child.pid!;
    proc.exit = null;
    child.once('exit', (code, signal) => (proc.exit = { code, signal }));
    child.stdout!.on('data', (chunk: Buffer) => (proc.output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (proc.output += chunk.toString()));
    return child;
  };

  const start = async (proc: TServerProcess, first: boolean) => {
    const child = spawnServer(
      proc,
      main,
      environment({ PORT: String(proc.port), DEMO_DATA: first ? 'true' : 'false' }),
    );
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`process ${proc.index} exited: ${proc.output}`);
      try {
        if ((await fetch(`${proc.url}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline)
        throw new Error(`process ${proc.index} did not start: ${proc.output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };

  const workers: TServerProcess[] = [];
  const startWorker = (env: Record<string, string> = {}) => {
    const proc: TServerProcess = {
      index: -1,
      port: 0,
      url: '',
      child: null,
      pid: 0,
      output: '',
      exit: null,
    };
    spawnServer(
      proc,
      path.join(serverDist, 'worker.js'),
      environment({ DEMO_DATA: 'false', ...env }),
    );
    workers.push(proc);
    return proc;
  };

  const kill = async (proc: TServerProcess, signal: NodeJS.Signals) => {
    const child = proc.child;
    proc.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  };
  const stop = (index: number, signal: NodeJS.Signals) => kill(processes[index]!, signal);

  const balancer = await startBalancer(() => processes.map((p) => p.port));
  let database: TDatabase | null = null;
  const close = async () => {
    await Promise.all([...processes, ...workers].map((p) => kill(p, 'SIGKILL')));
    await balancer.close();
    await database?.close();
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await start(processes[0]!, true);
    await Promise.all(processes.slice(1).map((proc) => start(proc, false)));
    database = await openDatabase({ driver: 'postgres', url: databaseUrl, poolSize: 2 });
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
  return {
    url: balancer.url,
    balancer,
    processes,
    database,
    databaseUrl,
    dataDir,
    redisPrefix,
    stop,
    restart: (index) => start(processes[index]!, false),
    startWorker,
    close,
  };
}
