import { MOBILE_BREAKPOINT_PX } from '@haoduo/contract';
import { createContext, useContext, useSyncExternalStore } from 'react';

const QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const snapshot = () => window.matchMedia(QUERY).matches;

/**
 * The layout the server rendered the page in, guessed from the device that asked for it:
 * the first render in the browser uses it too, so the server's HTML is hydrated as it is,
 * and the screen's real width takes over right after.
 */
export const ServerLayoutMobile = createContext(false);

/** True when the screen is 768 px wide or narrower (the mobile layout). */
export function useIsMobile(): boolean {
  const serverMobile = useContext(ServerLayoutMobile);
  return useSyncExternalStore(subscribe, snapshot, () => serverMobile);
}
