import { StorageKey, type TStaffProfile } from '@haoduo/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * The signed-in back-office staff member, as the sign-in call returns it, with its permission
 * codes (absent in a session kept from before the sign-in carried them).
 */
export type TStaff = Omit<TStaffProfile, 'permissions' | 'dataScope' | 'unmask'> & {
  permissions?: readonly string[];
};

export interface TStaffSession {
  token: string;
  refreshToken: string;
  staff: TStaff;
}

interface TSessionState {
  token: string | null;
  refreshToken: string | null;
  staff: TStaff | null;
  signIn: (session: TStaffSession) => void;
  signOut: () => void;
}

/** The staff session, persisted in local storage so a reload keeps the sign-in. */
export const useSessionStore = create<TSessionState>()(
  persist(
    (set) => ({
      token: null,
      refreshToken: null,
      staff: null,
      signIn: ({ token, refreshToken, staff }) => set({ token, refreshToken, staff }),
      signOut: () => set({ token: null, refreshToken: null, staff: null }),
    }),
    {
      name: StorageKey.CONSOLE_SESSION,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ token, refreshToken, staff }) => ({ token, refreshToken, staff }),
    },
  ),
);

export const selectIsSignedIn = (state: TSessionState): boolean => Boolean(state.token);
