import { STATE_PERSIST_TIMEOUT_MS } from '@haoduo/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { withReadTimeout } from './timed-storage';

interface TTokenState {
  token: string | null;
}

describe('state persistence time-out', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const hangingStorage: StateStorage = {
    getItem: () => new Promise<string | null>(() => undefined),
    setItem: () => undefined,
    removeItem: () => undefined,
  };

  it('abandons a read that has not finished in 5000 ms and starts from the defaults', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = create<TTokenState>()(
      persist((): TTokenState => ({ token: null }), {
        name: 'slow',
        storage: createJSONStorage(() => withReadTimeout(hangingStorage, STATE_PERSIST_TIMEOUT_MS)),
      }),
    );
    expect(store.persist.hasHydrated()).toBe(false);

    await vi.advanceTimersByTimeAsync(STATE_PERSIST_TIMEOUT_MS - 1);
    expect(store.persist.hasHydrated()).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    expect(store.persist.hasHydrated()).toBe(true);
    expect(store.getState().token).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('passes a synchronous storage straight through', () => {
    const storage: StateStorage = {
      getItem: () => JSON.stringify({ state: { token: 'kept' }, version: 0 }),
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    const store = create<TTokenState>()(
      persist((): TTokenState => ({ token: null }), {
        name: 'fast',
        storage: createJSONStorage(() => withReadTimeout(storage, STATE_PERSIST_TIMEOUT_MS)),
      }),
    );
    expect(store.persist.hasHydrated()).toBe(true);
    expect(store.getState().token).toBe('kept');
  });
});
