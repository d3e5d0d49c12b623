import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import '../shared/i18n';

// Lazy pages and Ant Design render slowly on a busy 2-core machine: wait up to 5 s for them.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks what antd measures with: matchMedia, ResizeObserver, pseudo-element styles.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(() => false),
  }),
});

class ResizeObserverStub implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;

const realGetComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element, pseudo?: string | null) =>
  realGetComputedStyle(element, pseudo ? undefined : pseudo);

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// React schedules passive effects of a last commit on a macrotask; let them run while the
// jsdom window still exists, or they fail with "window is not defined" after teardown.
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 50));
});
