import { z } from 'zod';
import { ZId, ZPageQuery } from '../common/fields';
import { Messages } from '../messages/messages';
import { CompetitionMessages as M } from '../messages/competition-messages';
import { ZPageOf } from '../schemas/envelope';
import { ZOptionalId, ZOptionalInt, ZOptionalKeyword } from '../schemas/query-fields';
import { ZLink, ZRequiredText } from './competition.schema';
import { registrationFields } from './registration.schema';
import { idCardProblem } from './id-card';

/** Tech registrations (科技活动报名): a pupil's entry to a school tech activity, with a work. */

export const ZTechRegistrationAddBody = z
  .object({
    activityType: z.coerce.number({ error: Messages.FIELD_REQUIRED }).int().min(1).max(99),
    grade: registrationFields.grade,
    idCardType: registrationFields.idCardType,
    idCard: registrationFields.idCard,
    schoolId: z.preprocess((v) => (v === '' || v === null ? undefined : v), ZId.optional()),
    schoolName: ZRequiredText(M.SCHOOL_REQUIRED, 50),
    studentName: registrationFields.studentName,
    teacherName: registrationFields.teacherName,
    teacherMobile: registrationFields.teacherMobile,
    /** The work's file or page. */
    workResource: ZLink.refine((v) => v.length > 0, M.WORKS_URL_REQUIRED),
    worksIntro: z.string().trim().max(1000, Messages.FIELD_TOO_LONG).default(''),
    worksName: ZRequiredText(M.WORKS_NAME_REQUIRED, 50),
  })
  .superRefine((value, ctx) => {
    const problem = idCardProblem(value.idCardType, value.idCard);
    if (problem) ctx.addIssue({ code: 'custom', path: ['idCard'], message: problem });
  });
export type TTechRegistrationAddBody = z.input<typeof ZTechRegistrationAddBody>;

const techFilters = {
  activityType: ZOptionalInt,
  schoolId: ZOptionalId,
  grade: ZOptionalInt,
  studentName: ZOptionalKeyword,
  worksName: ZOptionalKeyword,
};
export const ZTechRegistrationPageQuery = ZPageQuery.extend(techFilters);
export const ZTechRegistrationExportQuery = z.object(techFilters);

export const ZTechRegistration = z.object({
  id: z.number().int(),
  activityType: z.number().int(),
  grade: z.number().int(),
  idCardType: z.number().int(),
  /** Masked (first 3, last 4) unless the role unmasks id numbers. */
  idCard: z.string(),
  schoolId: z.number().int().nullable(),
  schoolName: z.string(),
  studentName: z.string(),
  teacherName: z.string(),
  teacherMobile: z.string(),
  workResource: z.string(),
  worksIntro: z.string(),
  worksName: z.string(),
  createdAt: z.string(),
});
export type TTechRegistration = z.infer<typeof ZTechRegistration>;
export const ZTechRegistrationPage = ZPageOf(ZTechRegistration);
