import { useCallback, useEffect, useRef } from 'react';

/** A callback that runs at most once (a button and its timer racing to continue). */
export function useOnce(callback: () => void): () => void {
  const done = useRef(false);
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  return useCallback(() => {
    if (done.current) return;
    done.current = true;
    latest.current();
  }, []);
}
