import { useCallback, useRef } from 'react';

/**
 * Guards a submit against a second press before the first answer is in (the button's
 * loading state only shows after a render; a quick double press comes sooner).
 * `run(task)` starts `task` unless one is running; `task` gets `done` to call when settled.
 */
export function useSingleSubmit() {
  const running = useRef(false);
  return useCallback((task: (done: () => void) => void) => {
    if (running.current) return;
    running.current = true;
    task(() => {
      running.current = false;
    });
  }, []);
}
