import { create } from 'zustand';

/** Whether the teacher's alert stream is open now (the header's bell keeps it). */
export const useAlertFeedState = create<{ live: boolean }>(() => ({ live: false }));
