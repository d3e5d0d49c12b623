import { useEffect, useRef } from 'react';

/** Calls `callback` every `ms` while `active`; waits for an async callback before the next. */
export function useInterval(callback: () => Promise<void> | void, ms: number, active: boolean) {
  const saved = useRef(callback);
  useEffect(() => {
    saved.current = callback;
  });
  useEffect(() => {
    if (!active) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const tick = async () => {
      try {
        await saved.current();
      } finally {
        if (!stopped) timer = setTimeout(() => void tick(), ms);
      }
    };
    timer = setTimeout(() => void tick(), ms);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [ms, active]);
}
