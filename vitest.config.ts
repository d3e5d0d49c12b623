import { defineConfig } from 'vitest/config';

/**
 * One Vitest run, several projects:
 * - contract, server (API on embedded PGlite), web, console: `npm test`
 * - server-pg (the same API tests on PostgreSQL at DATABASE_URL): `npm run test:pg`
 */
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest*.config.ts'],
  },
});
