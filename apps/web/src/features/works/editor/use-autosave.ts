import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

export type TSaveState = 'saved' | 'dirty' | 'saving' | 'error';

export const AUTOSAVE_DELAY_MS = 1500;
export const RETRY_DELAY_MS = 5000;

/**
 * Saves `value` a moment after the last change (`revision` counts changes), one save at a
 * time, retrying after a failure. `saveNow` saves at once and resolves when it is saved.
 */
export function useAutosave<T>(
  value: T,
  revision: number,
  save: (value: T) => Promise<void>,
  enabled: boolean,
) {
  const [state, setState] = useState<TSaveState>('saved');
  const saved = useRef(revision);
  const latest = useRef({ value, revision, save });
  useLayoutEffect(() => {
    latest.current = { value, revision, save };
  });
  const running = useRef<Promise<void> | null>(null);

  const run = useCallback(async (): Promise<void> => {
    if (running.current) {
      await running.current;
      if (saved.current === latest.current.revision) return;
    }
    const { value: current, revision: at, save: doSave } = latest.current;
    if (saved.current === at) {
      setState('saved');
      return;
    }
    setState('saving');
    const attempt = (async () => {
      try {
        await doSave(current);
        saved.current = at;
        setState(latest.current.revision === at ? 'saved' : 'dirty');
      } catch (error) {
        setState('error');
        throw error;
      }
    })();
    running.current = attempt.catch(() => undefined);
    try {
      await attempt;
    } finally {
      running.current = null;
    }
  }, []);

  useEffect(() => {
    if (!enabled || saved.current === revision) return undefined;
    setState((s) => (s === 'saving' ? s : 'dirty'));
    const timer = setTimeout(() => void run().catch(() => undefined), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [revision, enabled, run]);

  useEffect(() => {
    if (state !== 'error') return undefined;
    const timer = setTimeout(() => void run().catch(() => undefined), RETRY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state, run]);

  /** Start counting from here (after the work is loaded). */
  const reset = useCallback((at: number) => {
    saved.current = at;
    setState('saved');
  }, []);

  const dirty = state !== 'saved';
  return { state, dirty, saveNow: run, reset };
}
