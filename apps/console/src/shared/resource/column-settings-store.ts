import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface TColumnSettingsState {
  /** Hidden column keys per table id. */
  hidden: Record<string, string[]>;
  setHidden: (tableId: string, keys: string[]) => void;
  reset: (tableId: string) => void;
}

/** Which columns each table hides, kept in local storage across sign-ins. */
export const useColumnSettingsStore = create<TColumnSettingsState>()(
  persist(
    (set) => ({
      hidden: {},
      setHidden: (tableId, keys) =>
        set((state) => ({ hidden: { ...state.hidden, [tableId]: keys } })),
      reset: (tableId) =>
        set((state) => {
          const { [tableId]: _dropped, ...rest } = state.hidden;
          return { hidden: rest };
        }),
    }),
    { name: 'haoduo-console-columns', storage: createJSONStorage(() => localStorage) },
  ),
);

const NONE: string[] = [];

/** The hidden column keys of one table. */
export function useHiddenColumns(tableId: string): string[] {
  return useColumnSettingsStore((state) => state.hidden[tableId] ?? NONE);
}
