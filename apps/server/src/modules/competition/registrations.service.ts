import {
  CompetitionMessages as M,
  isRegistrationOpen,
  isWorksSubmissionOpen,
  normaliseIdCard,
  type TMyRegistration,
  type TRegistrationValues,
} from '@haoduo/contract';
import { and, eq, ne } from 'drizzle-orm';
import { competitionRegistrations, competitionWorks } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import { badRequest, conflict, notFound } from '../../platform/http/errors';
import { findSchool } from '../identity';
import { isRegionChain } from '../regions';
import type { TCompetitionRow } from './competitions.presenter';
import { requireReleased } from './competitions.queries';
import { hashIdCard, isRegistrationToken, registrationToken, sealIdCard } from './id-card-cipher';
import {
  presentRegistration,
  presentWorks,
  type TRegistrationRow,
} from './registrations.presenter';

/**
 * A pupil's registration without sign-in: commit while registration is open (one per id
 * number per competition), look it up by number, id number and name, modify it until
 * registration ends and submit a work until the competition ends, with the registration's token.
 */

type TFields = Omit<TRegistrationValues, 'competitionId'>;

const fieldError = (field: string, message: string) => badRequest(message, [{ field, message }]);

/** Region chain, school and group; the columns to write. Nothing is written before this passes. */
async function checkedColumns(db: TDb, secret: string, competition: TCompetitionRow, f: TFields) {
  if (!isRegionChain(f.provinceId, f.cityId, f.districtId)) {
    throw fieldError('districtId', M.REGION_INVALID);
  }
  const school = await findSchool(db, f.schoolId);
  if (!school) throw fieldError('schoolId', M.SCHOOL_NOT_FOUND);
  if (school.districtId !== null && school.districtId !== f.districtId) {
    throw fieldError('schoolId', M.SCHOOL_NOT_FOUND);
  }
  if (competition.groupList.length > 0 && !competition.groupList.includes(f.registrationGroup)) {
    throw fieldError('registrationGroup', f.registrationGroup ? M.GROUP_INVALID : M.GROUP_REQUIRED);
  }
  const sealed = sealIdCard(secret, f.idCard);
  return {
    studentName: f.studentName,
    idCardType: f.idCardType,
    idCardCipher: sealed.cipher,
    idCardHash: sealed.hash,
    idCardMasked: sealed.masked,
    grade: f.grade,
    mobile: f.mobile,
    teacherName: f.teacherName,
    teacherMobile: f.teacherMobile,
    provinceId: f.provinceId,
    cityId: f.cityId,
    districtId: f.districtId,
    schoolId: f.schoolId,
    schoolName: school.name,
    registrationGroup: competition.groupList.length > 0 ? f.registrationGroup : '',
  };
}

function openRegistration(competition: TCompetitionRow, now: Date) {
  if (now < competition.registrationStartTm) throw conflict(M.REGISTRATION_NOT_OPEN);
  if (!isRegistrationOpen(competition, now)) throw conflict(M.REGISTRATION_CLOSED);
}

async function mine(
  db: TDb,
  secret: string,
  row: TRegistrationRow,
  competition: TCompetitionRow,
  now = new Date(),
): Promise<TMyRegistration> {
  const [works] = await db
    .select()
    .from(competitionWorks)
    .where(eq(competitionWorks.registrationId, row.id));
  return {
    ...presentRegistration(
      row,
      { competitionName: competition.name, works: works ?? null },
      { kind: 'owner' },
    ),
    token: registrationToken(secret, row.id),
    modifiable: isRegistrationOpen(competition, now),
    worksSubmittable: isWorksSubmissionOpen(competition, now),
  };
}

export async function commitRegistration(
  db: TDb,
  secret: string,
  input: TRegistrationValues,
  now = new Date(),
): Promise<TMyRegistration> {
  const competition = await requireReleased(db, input.competitionId);
  openRegistration(competition, now);
  const columns = await checkedColumns(db, secret, competition, input);
  const [row] = await db
    .insert(competitionRegistrations)
    .values({ competitionId: competition.id, ...columns })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict(M.REGISTRATION_DUPLICATE);
  return mine(db, secret, row, competition, now);
}

async function byToken(db: TDb, secret: string, id: number, token: string) {
  if (!isRegistrationToken(secret, id, token)) throw notFound(M.REGISTRATION_TOKEN_INVALID);
  const [row] = await db
    .select()
    .from(competitionRegistrations)
    .where(eq(competitionRegistrations.id, id));
  if (!row || row.anonymisedAt) throw notFound(M.REGISTRATION_NOT_FOUND);
  return { row, competition: await requireReleased(db, row.competitionId) };
}

export async function modifyRegistration(
  db: TDb,
  secret: string,
  input: TFields & { id: number; token: string },
  now = new Date(),
): Promise<TMyRegistration> {
  const { row, competition } = await byToken(db, secret, input.id, input.token);
  if (!isRegistrationOpen(competition, now)) throw conflict(M.REGISTRATION_MODIFY_CLOSED);
  const columns = await checkedColumns(db, secret, competition, input);
  const [taken] = await db
    .select({ id: competitionRegistrations.id })
    .from(competitionRegistrations)
    .where(
      and(
        eq(competitionRegistrations.competitionId, competition.id),
        eq(competitionRegistrations.idCardHash, columns.idCardHash),
        ne(competitionRegistrations.id, row.id),
      ),
    );
  if (taken) throw conflict(M.REGISTRATION_DUPLICATE);
  const [after] = await db
    .update(competitionRegistrations)
    .set({ ...columns, updatedAt: now })
    .where(eq(competitionRegistrations.id, row.id))
    .returning();
  return mine(db, secret, after!, competition, now);
}

/** By number, id number and name; every mismatch answers the same 404. */
export async function lookupRegistration(
  db: TDb,
  secret: string,
  input: { id: number; idCard: string; studentName: string },
): Promise<TMyRegistration> {
  const [row] = await db
    .select()
    .from(competitionRegistrations)
    .where(
      and(
        eq(competitionRegistrations.id, input.id),
        eq(competitionRegistrations.idCardHash, hashIdCard(secret, normaliseIdCard(input.idCard))),
        eq(competitionRegistrations.studentName, input.studentName.trim()),
      ),
    );
  if (!row || row.anonymisedAt) throw notFound(M.REGISTRATION_NOT_FOUND);
  const competition = await requireReleased(db, row.competitionId).catch(() => {
    throw notFound(M.REGISTRATION_NOT_FOUND);
  });
  return mine(db, secret, row, competition);
}

export async function registrationByToken(
  db: TDb,
  secret: string,
  input: { id: number; token: string },
): Promise<TMyRegistration> {
  const { row, competition } = await byToken(db, secret, input.id, input.token);
  return mine(db, secret, row, competition);
}

export async function commitWorks(
  db: TDb,
  secret: string,
  input: {
    registrationId: number;
    token: string;
    worksName: string;
    worksIntro: string;
    worksUrl: string;
    platformWorksId?: number;
  },
  now = new Date(),
) {
  const { row, competition } = await byToken(db, secret, input.registrationId, input.token);
  if (now < competition.registrationStartTm) throw conflict(M.WORKS_NOT_OPEN);
  if (!isWorksSubmissionOpen(competition, now)) throw conflict(M.WORKS_CLOSED);
  const values = {
    worksName: input.worksName,
    worksIntro: input.worksIntro,
    worksUrl: input.worksUrl,
    platformWorksId: input.platformWorksId ?? null,
    submittedAt: now,
  };
  const [works] = await db
    .insert(competitionWorks)
    .values({ competitionId: competition.id, registrationId: row.id, ...values })
    .onConflictDoUpdate({ target: competitionWorks.registrationId, set: values })
    .returning();
  return presentWorks(works!);
}
