import { defineProject } from 'vitest/config';

/** The same API tests on PostgreSQL at DATABASE_URL (`npm run test:pg`). */
export default defineProject({
  test: {
    name: 'server-pg',
    environment: 'node',
    include: ['src/**/*.api.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { TEST_DB: 'postgres' },
  },
});
