import { defineProject } from 'vitest/config';

/**
 * Several server processes (`npm run test:cluster`): the Redis port's tests
 * (src/**\/*.redis.test.ts, against REDIS_URL) and the cluster run (test/cluster), which starts
 * the built server (dist/main.js, `npm run build -w @haoduo/server` first) three times on
 * PostgreSQL at DATABASE_URL behind a small balancer. Needs REDIS_URL and DATABASE_URL.
 */
export default defineProject({
  test: {
    name: 'cluster',
    environment: 'node',
    include: ['src/**/*.redis.test.ts', 'test/cluster/**/*.cluster.ts'],
    // The API tests of the Redis port copy the embedded test databases like `npm test` does.
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    // One file at a time: each starts several servers on this machine's cores.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    env: { TEST_DB: 'pglite' },
  },
});
