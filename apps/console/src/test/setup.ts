import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { installAntdJsdomShims } from '@haoduo/ui/testing';
import { afterAll, afterEach } from 'vitest';
import '../shared/i18n';

// Lazy pages and Ant Design render slowly on a busy 2-core machine: wait up to 5 s for them.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks what antd measures with.
installAntdJsdomShims();

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// React schedules passive effects of a last commit on a macrotask; let them run while the
// jsdom window still exists, or they fail with "window is not defined" after teardown.
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 50));
});
