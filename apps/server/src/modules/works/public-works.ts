import { AuditStatus, WorksStatus } from '@haoduo/contract';
import { sql, type SQL } from 'drizzle-orm';
import { works } from '../../db/schema';

/**
 * A subquery of the ids of public works (published and approved), for the media module:
 * anyone may fetch or reuse their files. The statuses are written into the SQL text.
 */
export function publicWorkIds(): SQL {
  return sql`(select ${works.id} from ${works} where ${works.status} = ${sql.raw(String(WorksStatus.PUBLISHED))} and ${works.auditStatus} = ${sql.raw(String(AuditStatus.APPROVED))})`;
}
