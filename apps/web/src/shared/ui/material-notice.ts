import { create } from 'zustand';

interface TMaterialNoticeState {
  open: boolean;
  /** Set on the first show, so the dialog's code loads only when needed. */
  used: boolean;
  show: () => void;
  hide: () => void;
}

/**
 * The teaching-material-not-issued notice: a student without an
 * AI-enabled class who asks for AI sees it. Anything may open it; one host shows it.
 */
export const useMaterialNotice = create<TMaterialNoticeState>()((set) => ({
  open: false,
  used: false,
  show: () => set({ open: true, used: true }),
  hide: () => set({ open: false }),
}));

export function showMaterialNotice(): void {
  useMaterialNotice.getState().show();
}
