import {
  StorageKey,
  STATE_PERSIST_TIMEOUT_MS,
  STORAGE_KEYS_KEPT_ON_LOGOUT,
  type TAccountItem,
  type TAccountType,
} from '@haoduo/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { Paths } from '../navigation/paths';
import { navigateTo } from '../navigation/navigator';
import { initialAppState, persistedPart, type TAppState } from './app-state';
import { clearLocalStorageExcept } from './clear-storage';
import { readLoginTenantId, writeLoginTenantId } from './login-tenant';
import { safeBrowserStorage, withReadTimeout } from './timed-storage';
import { useTopTabStore } from './top-tab-store';

export interface TSignIn {
  token: string;
  accountType: TAccountType | null;
  accountList: TAccountItem[];
  loginTenantId?: number | null;
  tourist?: boolean;
}

interface TAppActions {
  /** Merge plain values into the state. */
  patch: (values: Partial<TAppState>) => void;
  /** Keep the sign-in result; the first account becomes the user. */
  signIn: (result: TSignIn) => void;
  /** Forget the session without leaving the page (used by the 401 handler). */
  clearSession: () => void;
  /** Reset the tab, clear local storage except the kept entries, go to /login. */
  logout: () => void;
}

export type TAppStore = TAppState & TAppActions;

/** Listeners run on logout, e.g. to drop cached server data. */
const logoutListeners = new Set<() => void>();
export function onLogout(listener: () => void): () => void {
  logoutListeners.add(listener);
  return () => logoutListeners.delete(listener);
}

export const useAppStore = create<TAppStore>()(
  persist(
    (set) => ({
      ...initialAppState(),
      loginTenantId: readLoginTenantId(),
      patch: (values) => set(values),
      signIn: (result) => {
        writeLoginTenantId(result.loginTenantId ?? null);
        set({
          token: result.token,
          accountType: result.accountType,
          accountList: result.accountList,
          user: result.accountList[0] ?? null,
          loginTenantId: result.loginTenantId ?? null,
          tourist: result.tourist ?? false,
        });
      },
      clearSession: () => {
        writeLoginTenantId(null);
        set(initialAppState());
      },
      logout: () => {
        useTopTabStore.getState().setTab(0);
        set(initialAppState());
        clearLocalStorageExcept(STORAGE_KEYS_KEPT_ON_LOGOUT);
        for (const listener of logoutListeners) listener();
        navigateTo(Paths.LOGIN);
      },
    }),
    {
      name: StorageKey.APP_STATE,
      storage: createJSONStorage(() =>
        withReadTimeout(safeBrowserStorage('localStorage'), STATE_PERSIST_TIMEOUT_MS),
      ),
      partialize: (state) => persistedPart(state),
    },
  ),
);

export function isSignedIn(state: Pick<TAppState, 'token'>): boolean {
  return Boolean(state.token);
}
