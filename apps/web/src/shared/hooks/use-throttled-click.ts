import { useCallback, useRef } from 'react';

/**
 * Leading-edge throttle for click handlers: the first call runs, later calls within
 * `windowMs` of it are ignored (the AI trial button: one click per 1000 ms).
 */
export function useThrottledClick<A extends unknown[]>(
  handler: (...args: A) => void,
  windowMs: number,
  now: () => number = Date.now,
): (...args: A) => void {
  const lastRun = useRef<number | null>(null);

  return useCallback(
    (...args: A) => {
      const time = now();
      if (lastRun.current !== null && time - lastRun.current < windowMs) return;
      lastRun.current = time;
      handler(...args);
    },
    [handler, windowMs, now],
  );
}
