import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface TRunningServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server at ${url} did not become healthy`);
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    });
}

/**
 * The built server (apps/server/dist/main.js, or BENCH_SERVER_MAIN) on a fresh embedded
 * database, or on DATABASE_URL. BENCH_SERVER_NODE_OPTIONS adds node flags to it alone
 * (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile the server under load).
 */
export async function startProductServer(
  env: Record<string, string> = {},
  mainPath = process.env.BENCH_SERVER_MAIN ?? path.join(ROOT, 'apps/server/dist/main.js'),
): Promise<TRunningServer> {
  const main = path.resolve(ROOT, mainPath);
  if (!fs.existsSync(main))
    throw new Error('Build the server first: npm run build -w @haoduo/server');
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haoduo-bench-'));
  const nodeFlags = process.env.BENCH_SERVER_NODE_OPTIONS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeFlags, main], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SIGN_SALT: 'bench-sign-salt',
      APP_SECRET: 'bench-app-secret-0123456789',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child);
  const stop = stopper(child);
  return {
    url,
    pid: child.pid!,
    stop: async () => {
      await stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A bare Fastify route answering an envelope: the ceiling of any route on this machine. */
export async function startBareServer(): Promise<TRunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, 'bench/lib/bare-server.mjs')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child);
  return { url, pid: child.pid!, stop: stopper(child) };
}

/** A bare Fastify route reading one row by primary key with plain `pg` (bench/lib/pg-baseline-server.mjs). */
export async function startPgBaselineServer(
  databaseUrl: string,
  maxId: number,
): Promise<TRunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, 'bench/lib/pg-baseline-server.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      PK_MAX_ID: String(maxId),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child);
  return { url, pid: child.pid!, stop: stopper(child) };
}
