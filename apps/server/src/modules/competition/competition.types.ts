import type { FastifyRequest } from 'fastify';
import type { TChange } from '../../platform/audit/audit';
import type { TStaffAccess } from '../../platform/auth/staff-access';
import type { TDb } from '../../platform/db/database';

/** Records a back-office write in the audit log, inside the write's transaction. */
export type TChangeNote = (tx: TDb, change: TChange) => Promise<void>;

/** Who reads personal fields, for the masks and the access log (null: the public). */
export interface TReader {
  access: TStaffAccess | null;
  request: FastifyRequest | null;
}

export const PUBLIC_READER: TReader = { access: null, request: null };
