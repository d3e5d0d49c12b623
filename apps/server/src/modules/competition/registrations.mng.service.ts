import {
  CompetitionMessages as M,
  type TRegistration,
  type TRegistrationValues,
} from '@haoduo/contract';
import { and, eq, ne } from 'drizzle-orm';
import { competitionRegistrations } from '../../db/schema';
import { mask } from '../../platform/auth/field-masks';
import type { TDataScope } from '../../platform/auth/staff-access';
import type { TDb } from '../../platform/db/database';
import { badRequest, conflict } from '../../platform/http/errors';
import { findSchool } from '../identity';
import { isRegionChain } from '../regions';
import type { TChangeNote } from './competition.types';
import { requireCompetition } from './competitions.queries';
import { sealIdCard } from './id-card-cipher';
import { presentRegistration, type TRegistrationView } from './registrations.presenter';
import { registrationInScope, withExtras } from './registrations.queries';

type TMngFields = Omit<TRegistrationValues, 'competitionId'> & { id: number };

const fieldError = (field: string, message: string) => badRequest(message, [{ field, message }]);

/** Staff corrections; an empty or masked id number keeps the stored one. Audited, masked. */
export async function modifyRegistrationByStaff(
  db: TDb,
  secret: string,
  scope: TDataScope,
  input: TMngFields,
  note: TChangeNote,
  view: TRegistrationView,
): Promise<TRegistration> {
  const before = await registrationInScope(db, input.id, scope);
  const competition = await requireCompetition(db, before.competitionId);
  if (!isRegionChain(input.provinceId, input.cityId, input.districtId)) {
    throw fieldError('districtId', M.REGION_INVALID);
  }
  const school = await findSchool(db, input.schoolId);
  if (!school) throw fieldError('schoolId', M.SCHOOL_NOT_FOUND);
  if (
    competition.groupList.length > 0 &&
    !competition.groupList.includes(input.registrationGroup)
  ) {
    throw fieldError('registrationGroup', M.GROUP_INVALID);
  }
  const newNumber = input.idCard !== '' && !input.idCard.includes('*');
  const sealed = newNumber ? sealIdCard(secret, input.idCard) : null;
  if (sealed) {
    const [taken] = await db
      .select({ id: competitionRegistrations.id })
      .from(competitionRegistrations)
      .where(
        and(
          eq(competitionRegistrations.competitionId, before.competitionId),
          eq(competitionRegistrations.idCardHash, sealed.hash),
          ne(competitionRegistrations.id, before.id),
        ),
      );
    if (taken) throw conflict(M.REGISTRATION_DUPLICATE);
  }
  const after = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(competitionRegistrations)
      .set({
        studentName: input.studentName,
        idCardType: input.idCardType,
        ...(sealed
          ? { idCardCipher: sealed.cipher, idCardHash: sealed.hash, idCardMasked: sealed.masked }
          : {}),
        grade: input.grade,
        mobile: input.mobile,
        teacherName: input.teacherName,
        teacherMobile: input.teacherMobile,
        provinceId: input.provinceId,
        cityId: input.cityId,
        districtId: input.districtId,
        schoolId: input.schoolId,
        schoolName: school.name,
        registrationGroup: competition.groupList.length > 0 ? input.registrationGroup : '',
        updatedAt: new Date(),
      })
      .where(eq(competitionRegistrations.id, before.id))
      .returning();
    // The audit log keeps masked personal fields only.
    const shape = (x: typeof before) => {
      const { idCardCipher: _c, idCardHash: _h, ...rest } = x;
      return {
        ...rest,
        studentName: mask('realName', x.studentName),
        mobile: mask('mobile', x.mobile),
        teacherMobile: x.teacherMobile ? mask('mobile', x.teacherMobile) : '',
      };
    };
    await note(tx, {
      targetType: 'competition_registration',
      targetId: before.id,
      before: shape(before),
      after: shape(row!),
    });
    return row!;
  });
  const [item] = await withExtras(db, [after]);
  return presentRegistration(after, item!, view);
}
