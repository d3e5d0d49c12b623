import { z } from 'zod';
import { ZId, ZMobile, ZPageQuery } from '../common/fields';
import { GRADES, ID_CARD_TYPE_LABELS } from '../constants/enums';
import { MOBILE_PATTERN } from '../common/patterns';
import { Messages } from '../messages/messages';
import { CompetitionMessages as M } from '../messages/competition-messages';
import { ZPageOf } from '../schemas/envelope';
import { ZOptionalId, ZOptionalInt, ZOptionalKeyword } from '../schemas/query-fields';
import { CompetitionLimit as L } from './competition-constants';
import { ZLink, ZRequiredText } from './competition.schema';
import { idCardProblem, normaliseIdCard } from './id-card';

/** Registrations of pupils for a competition, and the works they submit. */

const empty = (value: unknown) => (value === '' || value === null ? undefined : value);

export const ZIdCardType = z.coerce
  .number({ error: M.ID_CARD_TYPE_REQUIRED })
  .int(M.ID_CARD_TYPE_REQUIRED)
  .refine((v) => v in ID_CARD_TYPE_LABELS, M.ID_CARD_TYPE_REQUIRED);

export const ZGrade = z.coerce
  .number({ error: M.GRADE_REQUIRED })
  .int(M.GRADE_REQUIRED)
  .refine((v) => GRADES.includes(v), M.GRADE_REQUIRED);

const ZIdCardText = z
  .string({ error: M.ID_CARD_REQUIRED })
  .trim()
  .min(1, M.ID_CARD_REQUIRED)
  .max(30, M.ID_CARD_FORMAT_INVALID)
  .transform(normaliseIdCard);

const ZOptionalTeacherMobile = z.preprocess(
  (v) => (v === null || v === undefined ? '' : v),
  z
    .string()
    .trim()
    .refine((v) => v === '' || MOBILE_PATTERN.test(v), M.TEACHER_MOBILE_INVALID),
);

const ZRegionId = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message);

/** Checks the number against its type; the message goes on `idCard`. */
function checkIdCard(value: { idCardType?: number; idCard?: string }, ctx: z.RefinementCtx) {
  if (value.idCardType === undefined || value.idCard === undefined) return;
  const problem = idCardProblem(value.idCardType, value.idCard);
  if (problem) ctx.addIssue({ code: 'custom', path: ['idCard'], message: problem });
}

/** The fields a pupil (or a parent) fills in. */
export const registrationFields = {
  studentName: ZRequiredText(M.STUDENT_NAME_REQUIRED, 32),
  idCardType: ZIdCardType,
  idCard: ZIdCardText,
  grade: ZGrade,
  /** The guardian's mobile. */
  mobile: ZMobile,
  teacherName: z.string().trim().max(32, Messages.FIELD_TOO_LONG).default(''),
  teacherMobile: ZOptionalTeacherMobile.default(''),
  provinceId: ZRegionId(M.REGION_REQUIRED),
  cityId: ZRegionId(M.REGION_REQUIRED),
  districtId: ZRegionId(M.REGION_REQUIRED),
  schoolId: z.coerce
    .number({ error: M.SCHOOL_REQUIRED })
    .int(M.SCHOOL_REQUIRED)
    .positive(M.SCHOOL_REQUIRED),
  /** One of the competition's groupList, when it has any. */
  registrationGroup: z.string().trim().max(20, Messages.FIELD_TOO_LONG).default(''),
};

export const ZRegistrationCommitBody = z
  .object({ competitionId: ZId, ...registrationFields })
  .superRefine(checkIdCard);
export type TRegistrationCommitBody = z.input<typeof ZRegistrationCommitBody>;
export type TRegistrationValues = z.output<typeof ZRegistrationCommitBody>;

/** Modify with the token of the registration's lookup or commit. */
export const ZRegistrationModifyBody = z
  .object({
    id: ZId,
    token: z.string().min(1, M.REGISTRATION_TOKEN_INVALID).max(200),
    ...registrationFields,
  })
  .superRefine(checkIdCard);
export type TRegistrationModifyBody = z.input<typeof ZRegistrationModifyBody>;

/** The schools a family picks from: those of a district, by a part of the name. */
export const ZCompetitionSchoolQuery = z.object({
  districtId: z.coerce
    .number({ error: M.REGION_REQUIRED })
    .int(M.REGION_REQUIRED)
    .positive(M.REGION_REQUIRED),
  keyword: ZOptionalKeyword,
});
export type TCompetitionSchoolQuery = z.input<typeof ZCompetitionSchoolQuery>;
export const ZCompetitionSchoolList = z.array(z.object({ id: z.number().int(), name: z.string() }));

/** Lookup without sign-in: the registration number, the id number and the pupil's name. */
export const ZRegistrationLookupQuery = z.object({
  id: ZId,
  idCard: ZIdCardText,
  studentName: ZRequiredText(M.STUDENT_NAME_REQUIRED, 32),
});
export type TRegistrationLookupQuery = z.input<typeof ZRegistrationLookupQuery>;

export const ZRegistrationTokenQuery = z.object({
  id: ZId,
  token: z.string().min(1, M.REGISTRATION_TOKEN_INVALID).max(200),
});

/** A work for the registration (replaces the one submitted before). */
export const ZCommitWorksBody = z.object({
  registrationId: ZId,
  token: z.string().min(1, M.REGISTRATION_TOKEN_INVALID).max(200),
  worksName: ZRequiredText(M.WORKS_NAME_REQUIRED, 50),
  worksIntro: z.string().trim().max(L.WORKS_INTRO_MAX, Messages.FIELD_TOO_LONG).default(''),
  /** The address of the pupil's platform work (/works/detail?id=..) or of an uploaded file. */
  worksUrl: ZLink.refine((v) => v.length > 0, M.WORKS_URL_REQUIRED),
  /** The platform work, when one was chosen (it must be the signed-in pupil's). */
  platformWorksId: z.preprocess(empty, ZId.optional()),
});
export type TCommitWorksBody = z.input<typeof ZCommitWorksBody>;

export const ZCompetitionWorks = z.object({
  id: z.number().int(),
  competitionId: z.number().int(),
  registrationId: z.number().int(),
  worksName: z.string(),
  worksIntro: z.string(),
  worksUrl: z.string(),
  platformWorksId: z.number().int().nullable(),
  submittedAt: z.string(),
});
export type TCompetitionWorks = z.infer<typeof ZCompetitionWorks>;

/** A registration as shown: the id number always masked (first 3, last 4) unless unmasked. */
export const ZRegistration = z.object({
  id: z.number().int(),
  competitionId: z.number().int(),
  competitionName: z.string(),
  studentName: z.string(),
  idCardType: z.number().int(),
  idCard: z.string(),
  grade: z.number().int(),
  mobile: z.string(),
  teacherName: z.string(),
  teacherMobile: z.string(),
  provinceId: z.number().int().nullable(),
  cityId: z.number().int().nullable(),
  districtId: z.number().int().nullable(),
  schoolId: z.number().int().nullable(),
  schoolName: z.string(),
  registrationGroup: z.string(),
  works: ZCompetitionWorks.nullable(),
  /** Whether the personal fields were removed after the competition (retention). */
  anonymised: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TRegistration = z.infer<typeof ZRegistration>;

/** What the pupil gets back: the registration and a token to modify it and submit works. */
export const ZMyRegistration = ZRegistration.extend({
  token: z.string(),
  /** Until registrationEndTm. */
  modifiable: z.boolean(),
  /** From registration until competitionEndTm. */
  worksSubmittable: z.boolean(),
});
export type TMyRegistration = z.infer<typeof ZMyRegistration>;

const registrationFilters = {
  competitionId: ZOptionalId,
  studentName: ZOptionalKeyword,
  schoolId: ZOptionalId,
  provinceId: ZOptionalId,
  cityId: ZOptionalId,
  districtId: ZOptionalId,
  grade: ZOptionalInt,
  idCardType: ZOptionalInt,
  registrationGroup: ZOptionalKeyword,
  /** 1 with works, 0 without. */
  hasWorks: ZOptionalInt,
};
export const ZRegistrationPageQuery = ZPageQuery.extend(registrationFilters);
export type TRegistrationPageQuery = z.input<typeof ZRegistrationPageQuery>;
export const ZRegistrationExportQuery = z.object(registrationFilters);
export type TRegistrationExportQuery = z.input<typeof ZRegistrationExportQuery>;
export const ZRegistrationPage = ZPageOf(ZRegistration);

/** Staff corrections: the id number kept when left empty (the form shows it masked). */
export const ZRegistrationMngModifyBody = z
  .object({
    id: ZId,
    ...registrationFields,
    idCard: z.preprocess((v) => (v === null ? '' : v), z.string().trim().max(30).default('')),
  })
  .superRefine((value, ctx) => {
    if (value.idCard === '' || value.idCard.includes('*')) return;
    checkIdCard(value, ctx);
  });
export type TRegistrationMngModifyBody = z.input<typeof ZRegistrationMngModifyBody>;
