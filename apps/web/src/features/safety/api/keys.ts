/** The query keys of the safety feature: a write or a live alert refreshes them together. */
export const SAFETY_KEY = 'safety';
export const ALERTS_KEY = [SAFETY_KEY, 'alerts'] as const;
