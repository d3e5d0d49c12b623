import type { TChange } from '../../platform/audit/audit';
import type { TDb } from '../../platform/db/database';

/**
 * How a caller records a change in the write's own transaction (the back office's calls pass
 * `recordChange` with their request: who, which call, the row, before and after).
 */
export type TChangeNote = (tx: TDb, change: TChange) => Promise<void>;
