import { useEffect, useRef } from 'react';

/**
 * Runs `callback` once, `delayMs` after `active` turns true (the "3s后跳转" buttons);
 * clicking the button sooner runs it at once, and turning inactive cancels it.
 */
export function useAutoAdvance(active: boolean, delayMs: number, callback: () => void): void {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => latest.current(), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);
}
