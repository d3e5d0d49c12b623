import { useCallback, useSyncExternalStore } from 'react';
import { safeBrowserStorage } from '../../../shared/stores/timed-storage';

/**
 * The registration a family looked up or made, kept for the browser session only (a school
 * computer is shared: closing the browser forgets it). Per competition: its number and the
 * token that lets this visit modify it and submit works.
 */
export interface TKeptRegistration {
  id: number;
  token: string;
}

const storage = safeBrowserStorage('sessionStorage');
const keyOf = (competitionId: number) => `competitionRegistration:${competitionId}`;
const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; value: TKeptRegistration | null }>();

function read(competitionId: number): TKeptRegistration | null {
  const key = keyOf(competitionId);
  const raw = storage.getItem(key) as string | null;
  const cached = cache.get(key);
  if (cached && cached.raw === raw) return cached.value;
  let value: TKeptRegistration | null = null;
  try {
    const parsed = raw ? (JSON.parse(raw) as Partial<TKeptRegistration>) : null;
    if (parsed && typeof parsed.id === 'number' && typeof parsed.token === 'string') {
      value = { id: parsed.id, token: parsed.token };
    }
  } catch {
    value = null;
  }
  cache.set(key, { raw, value });
  return value;
}

/** Keeps (or forgets, with null) the registration of a competition for this visit. */
export function keepRegistration(competitionId: number, value: TKeptRegistration | null): void {
  if (value) storage.setItem(keyOf(competitionId), JSON.stringify(value));
  else storage.removeItem(keyOf(competitionId));
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The kept registration of a competition (null on the server's render), and its setter. */
export function useKeptRegistration(competitionId: number) {
  const kept = useSyncExternalStore(
    subscribe,
    () => read(competitionId),
    () => null,
  );
  const keep = useCallback(
    (value: TKeptRegistration | null) => keepRegistration(competitionId, value),
    [competitionId],
  );
  return [kept, keep] as const;
}
