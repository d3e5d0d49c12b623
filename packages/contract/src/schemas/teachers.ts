import { z } from 'zod';
import { TeacherRoleType } from '../constants/class-constants';
import { ZId, ZMobile, ZPageQuery, ZRealName } from '../common/fields';
import { ZOptionalId, ZOptionalInt, ZOptionalKeyword } from './query-fields';

/** Teachers of a school, managed by the back office and the school's managers. */

const ZRole = z.union([
  z.literal(TeacherRoleType.TEACHER),
  z.literal(TeacherRoleType.SCHOOL_MANAGER),
]);

export const ZTeacherAddBody = z.object({
  mobile: ZMobile,
  name: ZRealName,
  schoolId: ZId,
  teacherRoleType: ZRole.default(TeacherRoleType.TEACHER),
});
export const ZTeacherAddResult = z.object({ worksTeacherId: z.number().int() });
export const ZTeacherUpdateBody = z.object({
  id: ZId,
  name: ZRealName.optional(),
  mobile: ZMobile.optional(),
  teacherRoleType: ZRole.optional(),
});
export const ZTeacherIdBody = z.object({ id: ZId });

export const ZTeacherFilter = z.object({
  schoolId: ZOptionalId,
  /** Name or mobile. */
  keyword: ZOptionalKeyword,
  status: ZOptionalInt,
  teacherRoleType: ZOptionalInt,
});
export const ZTeacherQuery = ZPageQuery.extend(ZTeacherFilter.shape);

export const ZTeacherRow = z.object({
  worksTeacherId: z.number().int(),
  name: z.string(),
  mobile: z.string().nullable(),
  schoolId: z.number().int(),
  schoolName: z.string(),
  teacherRoleType: z.number().int(),
  /** 1 enabled, 0 disabled. */
  status: z.number().int(),
  classCount: z.number().int(),
  createdAt: z.string(),
});
export type TTeacherRow = z.infer<typeof ZTeacherRow>;

export const ZTeacherSearchQuery = z.object({
  schoolId: ZOptionalId,
  keyword: ZOptionalKeyword,
});
export const ZTeacherSearchItem = z.object({
  worksTeacherId: z.number().int(),
  name: z.string(),
  mobile: z.string().nullable(),
});
