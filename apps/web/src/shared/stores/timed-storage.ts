import type { StateStorage } from 'zustand/middleware';

function isThenable<T>(value: T | PromiseLike<T>): value is PromiseLike<T> {
  return typeof (value as PromiseLike<T> | null)?.then === 'function';
}

/**
 * Wraps a storage so that reading persisted state never hangs the app: a read that has not
 * finished within `timeoutMs` is abandoned and the store starts from its defaults
 * (the state persistence time-out). Synchronous storages pass straight
 * through, so hydration from local storage stays synchronous.
 */
export function withReadTimeout(storage: StateStorage, timeoutMs: number): StateStorage {
  return {
    getItem(name) {
      const result = storage.getItem(name);
      if (!isThenable(result)) return result;
      return new Promise<string | null>((resolve) => {
        const timer = setTimeout(() => {
          console.warn(`State "${name}" was not restored within ${timeoutMs} ms; using defaults.`);
          resolve(null);
        }, timeoutMs);
        result.then(
          (value) => {
            clearTimeout(timer);
            resolve(value);
          },
          () => {
            clearTimeout(timer);
            resolve(null);
          },
        );
      });
    },
    setItem: (name, value) => storage.setItem(name, value),
    removeItem: (name) => storage.removeItem(name),
  };
}

/** Storage that degrades to memory when the browser refuses access (private modes, tests). */
export function safeBrowserStorage(kind: 'localStorage' | 'sessionStorage'): StateStorage {
  const memory = new Map<string, string>();
  const get = (): Storage | null => {
    try {
      return typeof window === 'undefined' ? null : window[kind];
    } catch {
      return null;
    }
  };
  return {
    getItem: (name) => get()?.getItem(name) ?? memory.get(name) ?? null,
    setItem: (name, value) => {
      const storage = get();
      if (storage) storage.setItem(name, value);
      else memory.set(name, value);
    },
    removeItem: (name) => {
      get()?.removeItem(name);
      memory.delete(name);
    },
  };
}
