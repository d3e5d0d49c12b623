/**
 * What jsdom lacks and Ant Design measures with: matchMedia, ResizeObserver, and computed
 * styles of pseudo-elements (jsdom throws on them; antd only needs the element's own). The
 * component tests of the web app and the console install these in their setup files.
 */
export function installAntdJsdomShims(): void {
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      configurable: true,
      value: (query: string): MediaQueryList => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }),
    });
  }

  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    }
    Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
  }

  const computedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element, pseudo?: string | null) =>
    computedStyle(element, pseudo ? undefined : pseudo);
}
