import { z } from 'zod';
import { MAX_BATCH_SIZE } from '../constants/class-constants';
import { ZClassCode, ZId, ZPageQuery, ZRealName } from '../common/fields';
import { LOGIN_NAME_PATTERN } from '../common/patterns';
import { ClassMessages } from '../messages/class-messages';
import { Messages } from '../messages/messages';
import { ZIdList, ZOptionalId, ZOptionalInt, ZOptionalKeyword } from './query-fields';

/** Pupils: the class-code calls, the teacher's class management, the back office. */

export const ZUsername = z
  .string({ error: Messages.LOGIN_NAME_REQUIRED })
  .trim()
  .min(1, Messages.LOGIN_NAME_REQUIRED)
  .regex(LOGIN_NAME_PATTERN, ClassMessages.USERNAME_RULE);

/** POST /student/custom/reg-join-class (also /works/custom/reg-join-class): public. */
export const ZRegJoinClassBody = z.object({
  classCode: ZClassCode,
  name: ZRealName,
  /** The device id the pupil registers from, kept with the class membership. */
  mac: z.string().trim().max(64, Messages.FIELD_TOO_LONG).optional(),
});
/** The login name, which is also the initial password. */
export const ZRegJoinClassResult = z.object({ username: z.string() });

/** A pupil in a class, as the class management pages list them. */
export const ZStudentRow = z.object({
  worksStudentId: z.number().int(),
  name: z.string(),
  username: z.string(),
  worksCourseClassId: z.number().int(),
  courseClassName: z.string(),
  /** 1 active, 0 disabled in this class. */
  status: z.number().int(),
  mac: z.string().nullable(),
  joinedAt: z.string(),
  /** True while the pupil still has the initial password (so the cards can show it). */
  initialPasswordUnchanged: z.boolean(),
});
export type TStudentRow = z.infer<typeof ZStudentRow>;

export const ZClassStudentQuery = ZPageQuery.extend({
  classId: ZId,
  keyword: ZOptionalKeyword,
  status: ZOptionalInt,
});

export const ZErrorStudent = ZStudentRow.extend({ reasons: z.array(z.string()) });

export const ZStudentSearchQuery = z.object({
  keyword: z
    .string({ error: '请输入学生姓名或登录名' })
    .trim()
    .min(1, '请输入学生姓名或登录名')
    .max(50, Messages.FIELD_TOO_LONG),
  classId: ZOptionalId,
});
export const ZStudentSearchItem = z.object({
  worksStudentId: z.number().int(),
  name: z.string(),
  username: z.string(),
  schoolId: z.number().int(),
  classNames: z.array(z.string()),
  /** The ids of the same classes, in the same order (to tell who is already in a class). */
  classIds: z.array(z.number().int()),
});
export type TStudentSearchItem = z.infer<typeof ZStudentSearchItem>;

const ZNewStudent = z.object({
  name: ZRealName,
  /** Generated when left out. */
  username: ZUsername.optional(),
});

/** POST /student/custom/add: one pupil or many. */
export const ZAddStudentsBody = z.object({
  classId: ZId,
  studentList: z
    .array(ZNewStudent, { error: ClassMessages.STUDENT_LIST_EMPTY })
    .min(1, ClassMessages.STUDENT_LIST_EMPTY)
    .max(MAX_BATCH_SIZE, Messages.FIELD_TOO_LONG),
});
export type TAddStudentsBody = z.infer<typeof ZAddStudentsBody>;

/** A new account and its initial password, shown once to the teacher. */
export const ZStudentCredential = z.object({
  worksStudentId: z.number().int(),
  name: z.string(),
  username: z.string(),
  password: z.string(),
});
export type TStudentCredential = z.infer<typeof ZStudentCredential>;
export const ZAddStudentsResult = z.object({ list: z.array(ZStudentCredential) });
export type TAddStudentsResult = z.infer<typeof ZAddStudentsResult>;

/** GET /student/custom/pre-valid-add: names separated by new lines, commas or 、. */
export const ZPreValidAddQuery = z.object({
  classId: ZId,
  names: z
    .string({ error: ClassMessages.STUDENT_LIST_EMPTY })
    .max(4000, Messages.FIELD_TOO_LONG)
    .transform((text) =>
      text
        .split(/[\n,，、;；]+/)
        .map((name) => name.trim())
        .filter((name) => name.length > 0),
    )
    .refine((names) => names.length > 0, ClassMessages.STUDENT_LIST_EMPTY)
    .refine((names) => names.length <= MAX_BATCH_SIZE, Messages.FIELD_TOO_LONG),
});
export const ZPreValidAddResult = z.object({
  total: z.number().int(),
  validCount: z.number().int(),
  /** Places left in the class; null when the class has no limit. */
  remaining: z.number().int().nullable(),
  rows: z.array(
    z.object({
      name: z.string(),
      valid: z.boolean(),
      errors: z.array(z.string()),
      warnings: z.array(z.string()),
    }),
  ),
});
export type TPreValidAddResult = z.infer<typeof ZPreValidAddResult>;

const ZStudentIdList = ZIdList(MAX_BATCH_SIZE, '请选择学生');

/** disable, enable, bind-class, class remove: pupils of one class. */
export const ZClassStudentsBody = z.object({ classId: ZId, studentIds: ZStudentIdList });
export const ZClassStudentBody = z.object({ classId: ZId, studentId: ZId });

/** class-remove and batch-remove: `confirm` after the 409 that explains the consequences. */
export const ZRemoveStudentBody = ZClassStudentBody.extend({ confirm: z.boolean().default(false) });
export const ZRemoveStudentsBody = ZClassStudentsBody.extend({
  confirm: z.boolean().default(false),
});

export const ZResetPwdBody = z.object({ studentId: ZId });
export const ZUpdateUsernameBody = z.object({ studentId: ZId, username: ZUsername });

export const ZTransferStudentsBody = z.object({
  fromClassId: ZId,
  toClassId: ZId,
  studentIds: ZStudentIdList,
});

/** POST student/custom/bind-class: how many pupils came into the class. */
export const ZBindStudentsResult = z.object({ added: z.number().int() });
/** POST student/custom/updateUsername: the login name now. */
export const ZUpdateUsernameResult = z.object({ username: z.string() });
/** POST student/custom/transfer-join-class-student: how many pupils moved. */
export const ZTransferStudentsResult = z.object({ moved: z.number().int() });

export const ZRemoveResult = z.object({
  removed: z.number().int(),
  /** Pupils who have no other class in the school now and so cannot sign in there. */
  withoutClass: z.array(z.object({ worksStudentId: z.number().int(), name: z.string() })),
});
export type TRemoveResult = z.infer<typeof ZRemoveResult>;

/** Back office: GET /student/mng/query */
export const ZStudentMngQuery = ZPageQuery.extend({
  schoolId: ZOptionalId,
  classId: ZOptionalId,
  keyword: ZOptionalKeyword,
  status: ZOptionalInt,
});
/** Back office: the filters of GET /student/mng/export (query without paging). */
export const ZStudentMngFilter = ZStudentMngQuery.omit({ currentPage: true, pageSize: true });
/** Back office: GET /student/mng/search (one school; a teacher's own by default). */
export const ZStudentMngSearchQuery = ZStudentSearchQuery.extend({ schoolId: ZOptionalId });
/** Back office: GET /student/mng/search-list, a short list for pickers. */
export const ZStudentPickerQuery = z.object({
  schoolId: ZOptionalId,
  classId: ZOptionalId,
  keyword: ZOptionalKeyword,
});
export const ZStudentPickerItem = z.object({
  worksStudentId: z.number(),
  name: z.string(),
  username: z.string(),
});
export const ZStudentMngRow = z.object({
  worksStudentId: z.number().int(),
  name: z.string(),
  username: z.string(),
  schoolId: z.number().int(),
  schoolName: z.string(),
  classList: z.array(
    z.object({ id: z.number().int(), courseClassName: z.string(), status: z.number().int() }),
  ),
  createdAt: z.string(),
});
