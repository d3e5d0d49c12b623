import {
  CompetitionMessages,
  IdCardType,
  idCardProblem,
  ZRegistrationCommitBody,
  type TFieldError,
  type TMyRegistration,
  type TRegistrationCommitBody,
} from '@haoduo/contract';
import type { TRegionValue } from './region-fields';

/** What the registration form holds while a family fills it in. */
export interface TRegistrationValues {
  studentName: string;
  idCardType: number;
  idCard: string;
  grade: number | undefined;
  registrationGroup: string;
  region: TRegionValue;
  school: { id: number; name: string } | null;
  mobile: string;
  teacherName: string;
  teacherMobile: string;
}

/** The form's fields, each with its own message. */
export type TRegistrationField =
  | 'studentName'
  | 'idCardType'
  | 'idCard'
  | 'grade'
  | 'registrationGroup'
  | 'region'
  | 'school'
  | 'mobile'
  | 'teacherName'
  | 'teacherMobile';

export type TFieldMessages = Partial<Record<TRegistrationField, string>>;

export const EMPTY_REGISTRATION: TRegistrationValues = {
  studentName: '',
  idCardType: IdCardType.RESIDENT_ID,
  idCard: '',
  grade: undefined,
  registrationGroup: '',
  region: {},
  school: null,
  mobile: '',
  teacherName: '',
  teacherMobile: '',
};

/**
 * A registration's values to modify it: everything but the id number, which the server
 * answers masked (the family types it again).
 */
export function valuesOf(registration: TMyRegistration): TRegistrationValues {
  return {
    studentName: registration.studentName,
    idCardType: registration.idCardType,
    idCard: '',
    grade: registration.grade,
    registrationGroup: registration.registrationGroup,
    region: {
      provinceId: registration.provinceId ?? undefined,
      cityId: registration.cityId ?? undefined,
      districtId: registration.districtId ?? undefined,
    },
    school:
      registration.schoolId === null
        ? null
        : { id: registration.schoolId, name: registration.schoolName },
    // Masked in the answer: typed again.
    mobile: '',
    teacherName: registration.teacherName,
    teacherMobile: '',
  };
}

/** The call's body (the contract's shape) from the form's values. */
export function bodyOf(competitionId: number, v: TRegistrationValues): TRegistrationCommitBody {
  return {
    competitionId,
    studentName: v.studentName,
    idCardType: v.idCardType,
    idCard: v.idCard,
    grade: v.grade as number,
    mobile: v.mobile,
    teacherName: v.teacherName,
    teacherMobile: v.teacherMobile,
    provinceId: v.region.provinceId as number,
    cityId: v.region.cityId as number,
    districtId: v.region.districtId as number,
    schoolId: v.school?.id as number,
    registrationGroup: v.registrationGroup,
  };
}

/** The form field a message of the contract (or of the server's errors[]) belongs to. */
export function fieldOf(path: string): TRegistrationField | null {
  if (path === 'provinceId' || path === 'cityId' || path === 'districtId') return 'region';
  if (path === 'schoolId') return 'school';
  const fields: readonly string[] = [
    'studentName',
    'idCardType',
    'idCard',
    'grade',
    'registrationGroup',
    'mobile',
    'teacherName',
    'teacherMobile',
  ];
  return fields.includes(path) ? (path as TRegistrationField) : null;
}

/** Server errors[] as the form's messages (the first per field). */
export function messagesOf(errors: readonly TFieldError[]): TFieldMessages {
  const messages: TFieldMessages = {};
  for (const error of errors) {
    const field = fieldOf(error.field.split('.').at(-1) ?? '');
    if (field && !messages[field]) messages[field] = error.message;
  }
  return messages;
}

/**
 * The form checked exactly as the server checks it (the contract's schema and messages),
 * plus the choice of a group when the competition has groups. Empty when it may be sent.
 */
export function validateRegistration(
  competitionId: number,
  values: TRegistrationValues,
  groups: readonly string[],
): TFieldMessages {
  const messages: TFieldMessages = {};
  const result = ZRegistrationCommitBody.safeParse(bodyOf(competitionId, values));
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = fieldOf(String(issue.path[0] ?? ''));
      if (field && !messages[field]) messages[field] = issue.message;
    }
  }
  if (groups.length > 0 && !groups.includes(values.registrationGroup)) {
    messages.registrationGroup = CompetitionMessages.GROUP_REQUIRED;
  }
  return messages;
}

/** The id number's own message (on leaving the field), null when it is fine or still empty. */
export function idCardMessage(values: TRegistrationValues): string | null {
  if (values.idCard.trim() === '') return null;
  return idCardProblem(values.idCardType, values.idCard);
}
