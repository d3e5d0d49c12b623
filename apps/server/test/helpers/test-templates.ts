import { loadDemoData } from '../../src/demo/load-demo-data';
import { loadConfig, type TConfig } from '../../src/platform/config';
import type { TDb } from '../../src/platform/db/database';

/** The configuration every API test app uses (the template's demo data is made with it). */
export const TEST_SALT = 'test-sign-salt';

export function testConfig(env: Record<string, string> = {}): TConfig {
  return loadConfig({
    NODE_ENV: 'test',
    SIGN_SALT: TEST_SALT,
    LOG_LEVEL: 'silent',
    DATA_DIR: `/tmp/haoduo-test-${process.pid}`,
    ...env,
  });
}

const silentLog = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  debug: () => undefined,
} as unknown as Parameters<typeof loadDemoData>[1];

/** The demo data of a test database (the steps that need no file storage). */
export async function seedTestDemoData(db: TDb): Promise<void> {
  await loadDemoData(db, silentLog, { appSecret: testConfig().appSecret });
}

export type TTemplateKind = 'empty' | 'demo';

/** What the global setup hands every test file: where its database templates are. */
export interface TTestTemplates {
  /** PGlite data-directory dumps (tar files), by kind. */
  pglite?: Record<TTemplateKind, string>;
  /** PostgreSQL template database names, by kind. */
  postgres?: Record<TTemplateKind, string>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    testTemplates: TTestTemplates;
  }
}
