// The server of the Playwright journeys (`npm run test:e2e`), on fresh data every run: with
// DATABASE_URL, a new PostgreSQL database `haoduo_e2e` (or E2E_DATABASE, for runs side by side)
// made beside the one it names; otherwise an empty embedded database under DATA_DIR.
import fs from 'node:fs';
import pg from 'pg';

const dataDir = process.env.DATA_DIR ?? 'data/e2e';
fs.rmSync(dataDir, { recursive: true, force: true });

if (process.env.DATABASE_URL) {
  const name = process.env.E2E_DATABASE ?? 'haoduo_e2e';
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`E2E_DATABASE: not a plain name: ${name}`);
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  console.log(`e2e: PostgreSQL database ${name}, fresh`);
} else {
  console.log(`e2e: embedded database under ${dataDir}, fresh`);
}

await import('./start.mjs');
