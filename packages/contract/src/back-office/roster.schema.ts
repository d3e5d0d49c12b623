import { z } from 'zod';
import { ZId } from '../common/fields';
import { Messages } from '../messages/messages';
import { ZOptionalId } from '../schemas/query-fields';

/**
 * Roster imports: a school's roster file (xlsx) turned into pupil accounts in classes, as an
 * import file task. `sync/student` fills one class (columns 姓名, optional 登录名); `sync`
 * fills the school's classes by their sync configs (columns 年级, 班级, 姓名, optional 登录名):
 * each config ties a grade and class name of the roster to a course class.
 */
export const ROSTER_MAX_ROWS = 2000;
export const ROSTER_COLUMNS = {
  NAME: '姓名',
  USERNAME: '登录名',
  GRADE: '年级',
  CLASS: '班级',
} as const;

/** POST course-class/mng/sync/student (multipart, the xlsx in `file`): the class to fill. */
export const ZClassRosterImportQuery = z.object({ classId: ZId });
/** POST course-class/mng/sync (multipart): the school whose sync configs place the rows. */
export const ZSchoolRosterImportQuery = z.object({ schoolId: ZId });

export const ZSyncConfig = z.object({
  id: z.number().int(),
  schoolId: z.number().int(),
  classId: z.number().int(),
  courseClassName: z.string(),
  rosterGradeName: z.string(),
  rosterClassName: z.string(),
  createdAt: z.string(),
});
export type TSyncConfig = z.infer<typeof ZSyncConfig>;

const ZRosterName = (label: string) =>
  z
    .string({ error: `请输入${label}` })
    .trim()
    .min(1, `请输入${label}`)
    .max(32, Messages.FIELD_TOO_LONG);

export const ZSyncConfigAddBody = z.object({
  classId: ZId,
  rosterGradeName: ZRosterName('名单中的年级'),
  rosterClassName: ZRosterName('名单中的班级'),
});
export const ZSyncConfigIdBody = z.object({ id: ZId });
export const ZSyncConfigListQuery = z.object({ schoolId: ZId, classId: ZOptionalId });
