import { AiPointOwnerType } from '@haoduo/contract';
import { and, eq, sql } from 'drizzle-orm';
import { buildApp } from '../../src/app';
import { aiGenerations, aiPointAccounts, aiPointRecords, jobs } from '../../src/db/schema';
import { loadDemoData } from '../../src/demo/load-demo-data';
import { loadConfig } from '../../src/platform/config';
import type { TDatabase } from '../../src/platform/db/database';
import type { TJobSettings } from '../../src/platform/jobs/install-jobs';
import {
  createAiRegistry,
  type TAiRegistry,
  type TAiRegistryOptions,
} from '../../src/providers/ai/registry';
import { TEST_SALT, testClient, type TTestApp } from '../helpers/test-app';
import { openTestDatabase } from '../helpers/test-database';

/**
 * The real app for the AI workshop's tests, like createTestApp, but able to reopen on the
 * same database (a restart), with the AI environment, the AI registry and the job worker
 * chosen by the test.
 */
export interface TWorkshopTestOptions {
  database?: TDatabase;
  env?: Record<string, string>;
  ai?: TAiRegistry;
  /** Build the registry from the app's configuration with these options (closed with the app). */
  aiOptions?: Omit<TAiRegistryOptions, 'config'>;
  jobs?: TJobSettings;
}

export async function openWorkshopApp(
  options: TWorkshopTestOptions = {},
): Promise<TTestApp & { closeApp(): Promise<void> }> {
  const reopening = options.database !== undefined;
  // A copy of the run's demo template: the demo data is already in it (loadDemoData below
  // only confirms its steps), as createTestApp does.
  const database = options.database ?? (await openTestDatabase('demo'));
  const config = loadConfig({
    NODE_ENV: 'test',
    SIGN_SALT: TEST_SALT,
    LOG_LEVEL: 'silent',
    DATA_DIR: `/tmp/haoduo-ai-test-${process.pid}`,
    ...options.env,
  });
  const registry =
    options.ai ??
    (options.aiOptions ? createAiRegistry({ config: config.ai, ...options.aiOptions }) : undefined);
  const app = await buildApp({
    config,
    database,
    serveApps: false,
    logger: false,
    ai: registry,
    jobs: { pollMs: 200, ...options.jobs },
  });
  if (options.aiOptions && registry) app.addHook('onClose', async () => registry.close());
  if (!reopening) await loadDemoData(database.db, app.log, { appSecret: config.appSecret });
  await app.ready();
  return {
    app,
    database,
    config,
    api: testClient(app, config),
    /** Close the app only (the database stays open, for a restart). */
    closeApp: () => app.close(),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** A person's point account in a school: its id and balance (undefined without one). */
export async function pointAccountOf(
  t: Pick<TTestApp, 'database'>,
  accountId: number,
): Promise<{ id: number; points: number } | undefined> {
  const [row] = await t.database.db
    .select({ id: aiPointAccounts.id, points: aiPointAccounts.points })
    .from(aiPointAccounts)
    .where(
      and(
        eq(aiPointAccounts.ownerType, AiPointOwnerType.USER),
        eq(aiPointAccounts.accountId, accountId),
      ),
    )
    .limit(1);
  return row;
}

/** A person's points in a school account (0 without an account). */
export async function pointsOf(t: TTestApp, accountId: number): Promise<number> {
  return (await pointAccountOf(t, accountId))?.points ?? 0;
}

export async function counts(t: TTestApp) {
  const db = t.database.db;
  const one = async (table: typeof jobs | typeof aiGenerations | typeof aiPointRecords) => {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
    return Number(row?.n ?? 0);
  };
  return {
    jobs: await one(jobs),
    generations: await one(aiGenerations),
    records: await one(aiPointRecords),
  };
}
