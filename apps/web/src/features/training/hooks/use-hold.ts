import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Press-and-hold for a button (mouse, touch, pen, or Space/Enter held down): `tick` runs
 * straight away and then every `ms` until release; an async tick finishes before the next.
 */
export function useHold(tick: () => unknown, ms = 200) {
  const [holding, setHolding] = useState(false);
  const holdingRef = useRef(false);
  const tickRef = useRef(tick);
  useEffect(() => {
    tickRef.current = tick;
  });

  const loop = useCallback(async () => {
    while (holdingRef.current) {
      const started = performance.now();
      try {
        await tickRef.current();
      } catch {
        // a failed frame does not stop the recording
      }
      const wait = Math.max(0, ms - (performance.now() - started));
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }, [ms]);

  const start = useCallback(() => {
    if (holdingRef.current) return;
    holdingRef.current = true;
    setHolding(true);
    void loop();
  }, [loop]);

  const stop = useCallback(() => {
    holdingRef.current = false;
    setHolding(false);
  }, []);

  useEffect(() => stop, [stop]);

  const handlers = {
    onPointerDown: (event: React.PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      event.currentTarget.setPointerCapture?.(event.pointerId);
      start();
    },
    onPointerUp: stop,
    onPointerCancel: stop,
    onLostPointerCapture: stop,
    onKeyDown: (event: React.KeyboardEvent<HTMLElement>) => {
      if ((event.key === ' ' || event.key === 'Enter') && !event.repeat) {
        event.preventDefault();
        start();
      }
    },
    onKeyUp: (event: React.KeyboardEvent<HTMLElement>) => {
      if (event.key === ' ' || event.key === 'Enter') stop();
    },
    onBlur: stop,
    onContextMenu: (event: React.MouseEvent<HTMLElement>) => event.preventDefault(),
  };

  return { holding, handlers };
}
