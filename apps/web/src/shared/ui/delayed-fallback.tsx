import { LAZY_FALLBACK_DELAY_MS } from '@haoduo/contract';
import { useEffect, useState } from 'react';
import { LoadingScreen } from './loading-screen';

/**
 * Suspense fallback that stays invisible for the first 200 ms, so fast page loads never
 * flash a spinner, then shows the loading screen.
 */
export function DelayedFallback({ delayMs = LAZY_FALLBACK_DELAY_MS }: { delayMs?: number }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return visible ? <LoadingScreen /> : null;
}
