import type { TCompetitionWorks, TRegistration } from '@haoduo/contract';
import type { competitionRegistrations, competitionWorks } from '../../db/schema';
import { mask, present } from '../../platform/auth/field-masks';
import type { TReader } from './competition.types';
import { exportValue, type TExportUnmask } from './export-masks';
import { openIdCard } from './id-card-cipher';

export type TRegistrationRow = typeof competitionRegistrations.$inferSelect;
export type TWorksRow = typeof competitionWorks.$inferSelect;

export function presentWorks(row: TWorksRow): TCompetitionWorks {
  return {
    id: row.id,
    competitionId: row.competitionId,
    registrationId: row.registrationId,
    worksName: row.worksName,
    worksIntro: row.worksIntro,
    worksUrl: row.worksUrl,
    platformWorksId: row.platformWorksId,
    submittedAt: row.submittedAt.toISOString(),
  };
}

/**
 * How a registration's personal fields are shown:
 * - owner: the one who registered (by token or lookup): their own name, everything else masked;
 * - staff: masked unless the role lifts the field's mask (each such read goes to the access log);
 * - export: the fields the export may write in full (its start was logged), the rest masked.
 * The id number is never shown unmasked to anyone else.
 */
export type TRegistrationView =
  | { kind: 'owner' }
  | { kind: 'staff'; reader: TReader; secret: string }
  | { kind: 'export'; unmask: TExportUnmask; secret: string };

export function presentRegistration(
  row: TRegistrationRow,
  extras: { competitionName: string; works: TWorksRow | null },
  view: TRegistrationView,
): TRegistration {
  const shown = personalFields(row, view);
  return {
    id: row.id,
    competitionId: row.competitionId,
    competitionName: extras.competitionName,
    ...shown,
    idCardType: row.idCardType,
    grade: row.grade,
    teacherName: row.teacherName,
    provinceId: row.provinceId,
    cityId: row.cityId,
    districtId: row.districtId,
    schoolId: row.schoolId,
    schoolName: row.schoolName,
    registrationGroup: row.registrationGroup,
    works: extras.works ? presentWorks(extras.works) : null,
    anonymised: row.anonymisedAt !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function personalFields(row: TRegistrationRow, view: TRegistrationView) {
  if (row.anonymisedAt !== null) {
    return {
      studentName: row.studentName,
      idCard: row.idCardMasked,
      mobile: '',
      teacherMobile: '',
    };
  }
  if (view.kind === 'owner') {
    return {
      studentName: row.studentName,
      idCard: row.idCardMasked,
      mobile: mask('mobile', row.mobile),
      teacherMobile: row.teacherMobile ? mask('mobile', row.teacherMobile) : '',
    };
  }
  if (view.kind === 'export') {
    const { unmask, secret } = view;
    return {
      studentName: exportValue(unmask, 'realName', row.studentName),
      idCard: unmask.has('idCard')
        ? (openIdCard(secret, row.idCardCipher) ?? row.idCardMasked)
        : row.idCardMasked,
      mobile: exportValue(unmask, 'mobile', row.mobile),
      teacherMobile: exportValue(unmask, 'mobile', row.teacherMobile),
    };
  }
  const { access, request } = view.reader;
  const log = request
    ? { request, targetType: 'competition_registration', targetId: row.id }
    : null;
  const show = (kind: 'mobile' | 'realName', value: string) =>
    log ? present(access, kind, value, log) : value ? mask(kind, value) : value;
  const unmaskId = log && access?.unmask.has('idCard');
  const idCard = unmaskId
    ? present(access, 'idCard', openIdCard(view.secret, row.idCardCipher) ?? row.idCardMasked, log)
    : row.idCardMasked;
  return {
    studentName: show('realName', row.studentName),
    idCard,
    mobile: show('mobile', row.mobile),
    teacherMobile: show('mobile', row.teacherMobile),
  };
}
