import type { Location } from 'react-router';

/** The route guard leaves `{ from: location }` in the state; go back there after sign-in. */
export function redirectTarget(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('from' in state)) return '/';
  const from = (state as { from?: Partial<Location> }).from;
  if (!from || typeof from.pathname !== 'string' || from.pathname === '/login') return '/';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
