import '@testing-library/jest-dom/vitest';
import { installAntdJsdomShims } from '@haoduo/ui/testing';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { queryClient } from '../shared/api/query-client';
import { setFeedback, type TFeedback } from '../shared/ui/feedback';
import { disposeRouters } from './routers';
// Registers the app's i18n instance with react-i18next, as main.tsx does through the app.
import { loadTexts } from '../shared/i18n/i18n';

// Components render outside their pages here: every section's texts, as their pages load them.
beforeAll(() =>
  loadTexts(
    'competition',
    'course',
    'manage',
    'safety',
    'studio',
    'training',
    'trainingClass',
    'trainingDialogs',
    'trainingMusic',
    'works',
    'print',
  ),
);

// Lazy pages and Ant Design render slowly on a busy 2-core machine: wait up to 5 s for them.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks what antd measures with (and scrolling).
installAntdJsdomShims();
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

/**
 * Toasts and notices show during a test inside the rendered tree (render.tsx hands in antd's
 * hooks; a test without a tree gets antd's own root) and go nowhere between tests: a request
 * failing after its test (or file) ended would render one after jsdom is gone ("window is not
 * defined").
 */
const silent = new Proxy({}, { get: () => () => undefined });
const SILENT_FEEDBACK = { message: silent, notification: silent } as TFeedback;

beforeEach(() => setFeedback(null));

afterEach(() => {
  cleanup();
  // What tests stub (fetch, timers) and what queries cached, gone before the next test.
  vi.unstubAllGlobals();
  vi.useRealTimers();
  queryClient.clear();
  setFeedback(SILENT_FEEDBACK);
  disposeRouters();
  localStorage.clear();
  sessionStorage.clear();
});

// React schedules passive effects of a last commit on a macrotask; let them run while the
// jsdom window still exists, or they fail with "window is not defined" after teardown.
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 50));
});
