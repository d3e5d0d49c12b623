import os from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * One Vitest run, several projects:
 * - contract, server (API on embedded PGlite), web, console: `npm test`
 * - server-pg (the same API tests on PostgreSQL at DATABASE_URL): `npm run test:pg`
 *
 * Test files run in parallel, one per worker. Vitest's default (cores - 1) is a single
 * worker on a 2-core machine, which runs every file in turn; the tests spend much of their
 * time waiting (jobs, timers, PGlite, React renders), so at least two workers always pay.
 * VITEST_MAX_WORKERS (or --maxWorkers) overrides it.
 */
export default defineConfig({
  test: {
    maxWorkers: Math.max(2, os.availableParallelism()),
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest*.config.ts'],
  },
});
