import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openTestDatabase } from '../../../test/helpers/test-database';
import { testConfig } from '../../../test/helpers/test-templates';
import type { TDatabase } from '../../platform/db/database';
import type { TApp } from '../../platform/http/types';

/** The script and frame routes answer once: no "reply was already sent" warning or error. */
describe('system routes answer once', () => {
  const lines: { level: number; msg: string }[] = [];
  let app: TApp;
  let database: TDatabase;

  beforeAll(async () => {
    database = await openTestDatabase('empty');
    const logStream = {
      write(line: string) {
        lines.push(JSON.parse(line) as { level: number; msg: string });
      },
    };
    app = await buildApp({
      config: testConfig({ LOG_LEVEL: 'warn' }),
      database,
      serveApps: false,
      logStream,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it.each(['/app-config.js', '/sandbox/frame.html'])('%s, compressed or not', async (url) => {
    for (const encoding of ['gzip', 'br', 'identity']) {
      const res = await app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': encoding },
      });
      expect(res.statusCode).toBe(200);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lines.filter((line) => line.level >= 40)).toEqual([]);
  });
});
