import { defineProject } from 'vitest/config';

/** The same API tests on PostgreSQL at DATABASE_URL (`npm run test:pg`). */
export default defineProject({
  test: {
    name: 'server-pg',
    environment: 'node',
    include: ['src/**/*.api.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // One process per worker, reused by its files: the app's modules and PGlite's WebAssembly
    // load once per worker instead of once per file. Each file still builds its own app on
    // its own database copy (test/helpers/test-app.ts), and the server keeps no state in
    // its modules across apps except caches keyed by database.
    pool: 'forks',
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { TEST_DB: 'postgres' },
  },
});
