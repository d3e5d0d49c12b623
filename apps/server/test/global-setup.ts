import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/platform/db/database';
import {
  seedTestDemoData,
  type TTemplateKind,
  type TTestTemplates,
} from './helpers/test-templates';

/**
 * Migrate and seed once per test run, not once per test file: an empty and a demo template
 * database, which every test file then copies (PGlite: a data-directory dump; PostgreSQL:
 * CREATE DATABASE ... TEMPLATE). Each test file still gets its own database.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.name === 'server-pg') return setupPostgres(project);
  return setupPglite(project);
}

async function setupPglite(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haoduo-templates-'));
  const files = {} as Record<TTemplateKind, string>;
  for (const kind of ['empty', 'demo'] as const) {
    const database = await openDatabase({ driver: 'pglite', dataDir: null });
    await database.migrate();
    if (kind === 'demo') await seedTestDemoData(database.db);
    const blob = await database.dump!();
    files[kind] = path.join(dir, `${kind}.tar`);
    fs.writeFileSync(files[kind], Buffer.from(await blob.arrayBuffer()));
    await database.close();
  }
  project.provide('testTemplates', { pglite: files } satisfies TTestTemplates);
  return async () => fs.rmSync(dir, { recursive: true, force: true });
}

async function setupPostgres(project: TestProject) {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL (see README, "Testing")');
  const suffix = randomBytes(4).toString('hex');
  const names = { empty: `tpl_empty_${suffix}`, demo: `tpl_demo_${suffix}` } as Record<
    TTemplateKind,
    string
  >;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (const kind of ['empty', 'demo'] as const) {
      await admin.query(`CREATE DATABASE ${names[kind]}`);
      const url = new URL(adminUrl);
      url.pathname = `/${names[kind]}`;
      const database = await openDatabase({ driver: 'postgres', url: url.toString(), poolSize: 2 });
      await database.migrate();
      if (kind === 'demo') await seedTestDemoData(database.db);
      await database.close();
    }
  } finally {
    await admin.end();
  }
  project.provide('testTemplates', { postgres: names } satisfies TTestTemplates);
  return async () => {
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    for (const name of Object.values(names))
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  };
}
