import { SessionStorageKey, STATE_PERSIST_TIMEOUT_MS } from '@haoduo/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { safeBrowserStorage, withReadTimeout } from './timed-storage';

/** The selected top tab (zpCenterTab); it lives in session storage, per browser tab. */
interface TTopTabState {
  zpCenterTab: number;
  setTab: (tab: number) => void;
}

export const useTopTabStore = create<TTopTabState>()(
  persist(
    (set) => ({
      zpCenterTab: 0,
      setTab: (tab) => set({ zpCenterTab: tab }),
    }),
    {
      name: SessionStorageKey.TOP_TAB,
      storage: createJSONStorage(() =>
        withReadTimeout(safeBrowserStorage('sessionStorage'), STATE_PERSIST_TIMEOUT_MS),
      ),
      partialize: (state) => ({ zpCenterTab: state.zpCenterTab }),
    },
  ),
);
