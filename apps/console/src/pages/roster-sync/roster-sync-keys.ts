/** Query keys of the roster sync page (writes refresh them). */
export const SYNC_CONFIGS_KEY = ['roster-sync', 'configs'] as const;
export const SYNC_RUNS_KEY = ['roster-sync', 'runs'] as const;
