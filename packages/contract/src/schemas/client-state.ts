import { z } from 'zod';

/**
 * Entities of the learner/teacher client state, as the server sends
 * them. Unknown fields are stripped; fields the spec leaves open are optional.
 */

const ZNumberId = z.number().int().positive();

/** One item of a sign-in result's `accountList`: one account of the person, per school. */
export const ZAccountItem = z.object({
  accountUserId: ZNumberId,
  accountName: z.string(),
  schoolId: ZNumberId,
  schoolName: z.string(),
  accountType: z.number().int(),
});
export type TAccountItem = z.infer<typeof ZAccountItem>;

/** A course class as the learner screens use it. */
export const ZCourseClass = z.object({
  id: ZNumberId,
  courseClassName: z.string(),
  courseClassStatus: z.number().int(),
  platformSemesterName: z.string().optional(),
  schoolName: z.string().optional(),
  /** Service types (fanbook 1, agent 2, AI workshop 3, AI hardware 4). */
  aiToolTypes: z.array(z.number().int()).default([]),
  /** Tool types (agent 6, language 11, ...). */
  aiToolSubTypes: z.array(z.number().int()).default([]),
  availableAi: z.boolean().optional(),
});
export type TCourseClass = z.infer<typeof ZCourseClass>;

export const ZPlatformSemester = z.object({
  id: ZNumberId,
  platformSemesterName: z.string().optional(),
  currentSemester: z.boolean(),
});
export type TPlatformSemester = z.infer<typeof ZPlatformSemester>;

/** The AI tools configuration of a school: class lists grouped per tool type. */
export const ZAiToolsConfig = z.object({
  agentClassList: z.array(ZCourseClass).default([]),
  fanbookClassList: z.array(ZCourseClass).default([]),
  aiEnlightenmentClassList: z.array(ZCourseClass).default([]),
  aiHardwareClassList: z.array(ZCourseClass).default([]),
});
export type TAiToolsConfig = z.infer<typeof ZAiToolsConfig>;

/** A city or district of the region lists. */
export const ZRegion = z.object({
  id: ZNumberId,
  name: z.string(),
  parentId: ZNumberId.optional(),
});
export type TRegion = z.infer<typeof ZRegion>;

/** A competition registrant, as kept between the steps. */
export const ZCompetitor = z.object({
  id: ZNumberId.optional(),
  studentName: z.string(),
  idCardType: z.number().int().optional(),
  idCard: z.string().optional(),
  grade: z.number().int().optional(),
  mobile: z.string().optional(),
  teacherName: z.string().optional(),
  teacherMobile: z.string().optional(),
  provinceId: ZNumberId.optional(),
  cityId: ZNumberId.optional(),
  districtId: ZNumberId.optional(),
  schoolId: ZNumberId.optional(),
  registrationGroup: z.string().optional(),
});
export type TCompetitor = z.infer<typeof ZCompetitor>;
