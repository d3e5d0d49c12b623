import { z } from 'zod';
import { CLASS_STATUS_TRANSITIONS, ServiceType, ToolType } from '../constants/enums';
import { MAX_BATCH_SIZE, StudentCreateMode } from '../constants/class-constants';
import { ZClassCode, ZId, ZPageQuery } from '../common/fields';
import { ClassMessages } from '../messages/class-messages';
import { Messages } from '../messages/messages';
import { ZCourseClass } from './client-state';
import { ZDate, ZIdList, ZOptionalId, ZOptionalInt, ZOptionalKeyword } from './query-fields';

/** Course classes: the learner calls and the management calls. */

const CLASS_STATUSES = Object.keys(CLASS_STATUS_TRANSITIONS).map(Number);
const SERVICE_TYPES: number[] = Object.values(ServiceType);
const TOOL_TYPES: number[] = Object.values(ToolType);

export const ZClassStatusValue = z
  .number({ error: Messages.FIELD_WRONG_TYPE })
  .int()
  .refine((v) => CLASS_STATUSES.includes(v), Messages.FIELD_INVALID_VALUE);

// ---- learner calls ----

/** GET /course-class/custom/get-class-list. aiToolType: a service type (1-4) or a tool type. */
export const ZClassListQuery = z.object({
  aiToolType: ZOptionalInt,
  platformSemesterId: ZOptionalId,
  schoolId: ZOptionalId,
});
export type TClassListQuery = z.infer<typeof ZClassListQuery>;

/** A class as the learner screens show it; teachers also get its code and pupil count. */
export const ZClassListItem = ZCourseClass.extend({
  worksCourseClassId: z.number().int(),
  platformSemesterId: z.number().int(),
  platformSemesterName: z.string(),
  schoolId: z.number().int(),
  schoolName: z.string(),
  availableAi: z.boolean(),
  effectiveEndDate: z.string().nullable(),
  hasInviteCode: z.boolean(),
  /** Teachers only (null for pupils). */
  classCode: z.string().nullable(),
  studentCount: z.number().int().nullable(),
  limitStudentSize: z.number().int().nullable(),
  studentCreateModeType: z.number().int(),
});
export type TClassListItem = z.infer<typeof ZClassListItem>;

export const ZSchoolQuery = z.object({ schoolId: ZOptionalId });

/** GET /course-class/custom/ai-tool-class-group: the classes carrying each kind of tool. */
export const ZAiToolClassGroup = z.object({
  agentClassList: z.array(ZClassListItem),
  fanbookClassList: z.array(ZClassListItem),
  aiEnlightenmentClassList: z.array(ZClassListItem),
  aiHardwareClassList: z.array(ZClassListItem),
});
export type TAiToolClassGroup = z.infer<typeof ZAiToolClassGroup>;

export const ZClassIdBody = z.object({ id: ZId });
export const ZClassIdQuery = z.object({ classId: ZId });
export const ZResetClassCodeResult = z.object({ id: z.number().int(), classCode: z.string() });
export type TResetClassCodeResult = z.infer<typeof ZResetClassCodeResult>;

/** POST /student/custom/join-class */
export const ZJoinClassBody = z.object({ classCode: ZClassCode });
export const ZJoinClassResult = z.object({
  worksCourseClassId: z.number().int(),
  firstJoin: z.boolean(),
  courseClassName: z.string(),
  courseClassStatus: z.number().int(),
  schoolId: z.number().int(),
  schoolName: z.string(),
  platformSemesterName: z.string(),
});
export type TJoinClassResult = z.infer<typeof ZJoinClassResult>;

/** GET /course-class/custom/get-class-for-transfer-join-student */
export const ZTransferTargetQuery = z.object({ classId: ZOptionalId });
export const ZTransferTarget = z.object({
  id: z.number().int(),
  courseClassName: z.string(),
  courseClassStatus: z.number().int(),
  platformSemesterName: z.string(),
  studentCount: z.number().int(),
  limitStudentSize: z.number().int().nullable(),
});
export type TTransferTarget = z.infer<typeof ZTransferTarget>;

/** GET /course-class/custom/login-cards: printable sign-in cards of a class. */
export const ZLoginCard = z.object({
  worksStudentId: z.number().int(),
  name: z.string(),
  username: z.string(),
  /** The initial password, while the pupil has not changed it; otherwise null. */
  initialPassword: z.string().nullable(),
  /** Relative address of the sign-in page with the login name filled (for the QR code). */
  loginUrl: z.string(),
});
export type TLoginCard = z.infer<typeof ZLoginCard>;
export const ZLoginCards = z.object({
  classId: z.number().int(),
  courseClassName: z.string(),
  schoolName: z.string(),
  platformSemesterName: z.string(),
  list: z.array(ZLoginCard),
});
export type TLoginCards = z.infer<typeof ZLoginCards>;

// ---- management calls ----

const ZClassName = z
  .string({ error: '请输入课班名称' })
  .trim()
  .min(1, '请输入课班名称')
  .max(50, Messages.FIELD_TOO_LONG);

const ZToolTypes = z
  .array(
    z
      .number()
      .int()
      .refine((v) => TOOL_TYPES.includes(v), Messages.FIELD_INVALID_VALUE),
  )
  .max(TOOL_TYPES.length)
  .transform((v) => [...new Set(v)]);

const ZServiceTypes = z
  .array(
    z
      .number()
      .int()
      .refine((v) => SERVICE_TYPES.includes(v), Messages.FIELD_INVALID_VALUE),
  )
  .max(SERVICE_TYPES.length)
  .transform((v) => [...new Set(v)]);

const ZOptionalText = (max: number) =>
  z.string().trim().max(max, Messages.FIELD_TOO_LONG).nullable().optional();

const classFields = {
  semesterId: ZId,
  courseClassName: ZClassName,
  serviceType: z
    .number({ error: '请选择服务类型' })
    .int()
    .refine((v) => SERVICE_TYPES.includes(v), Messages.FIELD_INVALID_VALUE),
  /** Derived from the tool types when left out. */
  aiToolTypes: ZServiceTypes.optional(),
  aiToolSubTypes: ZToolTypes.default([]),
  availableAi: z.boolean().default(true),
  teacherIdList: ZIdList(20, '请选择授课老师'),
  limitStudentSize: z.number().int().min(1).max(10_000).nullable().optional(),
  limitStudentType: z.number().int().min(0).max(9).nullable().optional(),
  effectiveEndDate: ZDate(ClassMessages.EFFECTIVE_END_DATE_INVALID).nullable().optional(),
  studentCreateModeType: z
    .union([z.literal(StudentCreateMode.BY_TEACHER), z.literal(StudentCreateMode.BY_CLASS_CODE)])
    .default(StudentCreateMode.BY_CLASS_CODE),
  fanbookInviteCode: ZOptionalText(64),
  fanbookIdCode: ZOptionalText(64),
  mallCourseId: z.number().int().positive().nullable().optional(),
};

/** POST /course-class/mng/create */
export const ZClassCreateBody = z.object({
  schoolId: ZId,
  ...classFields,
  courseClassStatus: z.union([z.literal(10), z.literal(60), z.literal(110)]).default(10),
});
export type TClassCreateBody = z.infer<typeof ZClassCreateBody>;

/** POST /course-class/mng/update: every field but the school; status has its own call. */
export const ZClassUpdateBody = z.object({ id: ZId, ...classFields });
export type TClassUpdateBody = z.infer<typeof ZClassUpdateBody>;

export const ZClassStatusBody = z.object({ id: ZId, courseClassStatus: ZClassStatusValue });
export const ZEffectiveEndDateBody = z.object({
  id: ZId,
  effectiveEndDate: ZDate(ClassMessages.EFFECTIVE_END_DATE_INVALID).nullable(),
});
export const ZStudentCreateModeBody = z.object({
  id: ZId,
  studentCreateModeType: z.union([
    z.literal(StudentCreateMode.BY_TEACHER),
    z.literal(StudentCreateMode.BY_CLASS_CODE),
  ]),
});

export const ZClassMngFilter = z.object({
  schoolId: ZOptionalId,
  semesterId: ZOptionalId,
  courseClassStatus: ZOptionalInt,
  teacherId: ZOptionalId,
  /** Class name or class code. */
  keyword: ZOptionalKeyword,
});
export const ZClassMngQuery = ZPageQuery.extend(ZClassMngFilter.shape);
export type TClassMngQuery = z.infer<typeof ZClassMngQuery>;

export const ZClassTeacher = z.object({ worksTeacherId: z.number().int(), name: z.string() });

export const ZClassMngRow = z.object({
  id: z.number().int(),
  courseClassName: z.string(),
  courseClassStatus: z.number().int(),
  classCode: z.string(),
  schoolId: z.number().int(),
  schoolName: z.string(),
  semesterId: z.number().int(),
  platformSemesterName: z.string(),
  serviceType: z.number().int(),
  aiToolTypes: z.array(z.number().int()),
  aiToolSubTypes: z.array(z.number().int()),
  availableAi: z.boolean(),
  effectiveEndDate: z.string().nullable(),
  fanbookIdCode: z.string().nullable(),
  fanbookInviteCode: z.string().nullable(),
  limitStudentSize: z.number().int().nullable(),
  limitStudentType: z.number().int().nullable(),
  mallCourseId: z.number().int().nullable(),
  studentCreateModeType: z.number().int(),
  teacherIdList: z.array(z.number().int()),
  teacherList: z.array(ZClassTeacher),
  studentCount: z.number().int(),
  createdAt: z.string(),
});
export type TClassMngRow = z.infer<typeof ZClassMngRow>;

export const ZPlatformClassItem = z.object({
  id: z.number().int(),
  courseClassName: z.string(),
  courseClassStatus: z.number().int(),
  schoolId: z.number().int(),
  schoolName: z.string(),
  platformSemesterName: z.string(),
});

export const ZClassCreateResult = z.object({ id: z.number().int(), classCode: z.string() });

/** GET course-class/mng/get-platform-class-list: the pickers' filters. */
export const ZPlatformClassListQuery = z.object({
  schoolId: ZOptionalId,
  semesterId: ZOptionalId,
  keyword: ZOptionalKeyword,
});

/** Batch size shared with the pupil calls. */
export const CLASS_BATCH_MAX = MAX_BATCH_SIZE;
