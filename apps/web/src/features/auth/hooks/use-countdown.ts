import { useCallback, useEffect, useState } from 'react';

/** A seconds countdown (the code resend wait): start() runs it from `seconds` to 0. */
export function useCountdown(seconds: number) {
  const [remaining, setRemaining] = useState(0);
  const running = remaining > 0;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setRemaining((value) => Math.max(0, value - 1)), 1000);
    return () => clearInterval(timer);
  }, [running]);

  const start = useCallback(() => setRemaining(seconds), [seconds]);
  return { remaining, running, start };
}
