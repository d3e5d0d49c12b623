import { defineConfig, devices } from '@playwright/test';
import { TRAINING_CAMERA_ARGS } from './e2e/support/training-media-paths';

/** Chromium flags this machine (and CI containers) need. */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** 8090 unless E2E_PORT says otherwise (two runs side by side need two ports and data dirs). */
const PORT = process.env.E2E_PORT ?? '8090';
const DATA_DIR = PORT === '8090' ? 'data/e2e' : `data/e2e-${PORT}`;

/**
 * End-to-end journeys (e2e/, one file per role or flow) against the real server on fresh
 * data (scripts/e2e-server.mjs: PostgreSQL when DATABASE_URL is set, as in CI, else the
 * embedded database under data/e2e), serving the built web and console apps.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // Spec files run two at a time against the one server locally, one at a time in CI: on two
  // busy cores a second worker saved little (10.9 against 10.2 minutes) and slowed dialogs'
  // animations past the accessibility scan's wait. E2E_WORKERS sets it either way.
  workers: Number(process.env.E2E_WORKERS ?? (process.env.CI ? 1 : 2)),
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://localhost:${PORT}`,
    viewport: { width: 1366, height: 768 },
    locale: 'zh-CN',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'chromium', testIgnore: /web-training-.*\.spec\.ts/ },
    // The training labs' journeys: Chromium with a fake camera playing a clip drawn first.
    { name: 'training-media', testMatch: /training-media\.setup\.ts/ },
    {
      name: 'training',
      testMatch: /web-training-.*\.spec\.ts/,
      dependencies: ['training-media'],
      timeout: 120_000,
      use: {
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [...CHROMIUM_ARGS, ...TRAINING_CAMERA_ARGS],
        },
      },
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    env: { PORT, DATA_DIR, E2E_DATABASE: `haoduo_e2e_${PORT}`, LOG_LEVEL: 'warn' },
  },
});
