import {
  AI_TOOL_TILE_TYPES,
  BackOfficeMessages,
  SchoolStatus,
  type TSchoolStatus,
} from '@haoduo/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ZSchoolCreateBody, ZSchoolUpdateBody } from '@haoduo/contract';
import { recordChange } from '../../../platform/audit/audit';
import { assertSchoolInScope, noPermission } from '../../../platform/auth/staff-access';
import type { TDb } from '../../../platform/db/database';
import { badRequest, conflict, notFound } from '../../../platform/http/errors';
import { openToolsBySchool, saveSchoolTools } from '../../ai-tool-config';
import { isRegionChain } from '../../regions';
import {
  findSchoolRow,
  insertSchool,
  schoolNameTaken,
  updateSchoolRow,
  type TSchoolRow,
} from './schools.queries';
import { regionInScope, scopeOfStaff } from './schools.scope';

type TSaveFields = z.output<typeof ZSchoolCreateBody>;

/** What the audit log keeps of a school. */
function auditShape(row: TSchoolRow, tools: readonly number[]) {
  return {
    name: row.name,
    provinceId: row.provinceId,
    cityId: row.cityId,
    districtId: row.districtId,
    address: row.address,
    contactName: row.contactName,
    contactMobile: row.contactMobile,
    status: row.status,
    aiToolTypes: [...tools].sort((a, b) => a - b),
  };
}

function checkRegion(fields: TSaveFields): void {
  if (!isRegionChain(fields.provinceId, fields.cityId, fields.districtId)) {
    throw badRequest(BackOfficeMessages.SCHOOL_REGION_INVALID, [
      { field: 'districtId', message: BackOfficeMessages.SCHOOL_REGION_INVALID },
    ]);
  }
}

const toolList = (open: readonly number[]) =>
  AI_TOOL_TILE_TYPES.map((toolType) => ({ toolType, enabled: open.includes(toolType) }));

const columnsOf = (fields: TSaveFields) => ({
  name: fields.name,
  provinceId: fields.provinceId,
  cityId: fields.cityId,
  districtId: fields.districtId,
  address: fields.address ?? null,
  contactName: fields.contactName ?? null,
  contactMobile: fields.contactMobile ?? null,
});

export async function createSchool(db: TDb, request: FastifyRequest, fields: TSaveFields) {
  checkRegion(fields);
  if (!regionInScope(scopeOfStaff(request.auth), fields)) throw noPermission();
  if (await schoolNameTaken(db, fields.name)) throw conflict(BackOfficeMessages.SCHOOL_NAME_TAKEN);
  const tools = fields.aiToolTypes ?? [...AI_TOOL_TILE_TYPES];
  return db.transaction(async (tx) => {
    const row = await insertSchool(tx, { ...columnsOf(fields), status: SchoolStatus.ENABLED });
    await saveSchoolTools(tx, row.id, toolList(tools));
    await recordChange(tx, request, {
      targetType: 'school',
      targetId: row.id,
      before: null,
      after: auditShape(row, tools),
    });
    return { id: row.id };
  });
}

/** The school, 404 when missing, 403 outside the caller's scope. */
export async function schoolInScope(db: TDb, request: FastifyRequest, id: number) {
  const row = await findSchoolRow(db, id);
  if (!row) throw notFound(BackOfficeMessages.SCHOOL_NOT_FOUND);
  await assertSchoolInScope(db, scopeOfStaff(request.auth), id);
  return row;
}

export async function updateSchool(
  db: TDb,
  request: FastifyRequest,
  fields: z.output<typeof ZSchoolUpdateBody>,
): Promise<void> {
  const before = await schoolInScope(db, request, fields.id);
  checkRegion(fields);
  const moved =
    before.provinceId !== fields.provinceId ||
    before.cityId !== fields.cityId ||
    before.districtId !== fields.districtId;
  if (moved && !regionInScope(scopeOfStaff(request.auth), fields)) throw noPermission();
  if (await schoolNameTaken(db, fields.name, fields.id)) {
    throw conflict(BackOfficeMessages.SCHOOL_NAME_TAKEN);
  }
  const toolsBefore = [...((await openToolsBySchool(db, [fields.id])).get(fields.id) ?? [])];
  const toolsAfter = fields.aiToolTypes ?? toolsBefore;
  await db.transaction(async (tx) => {
    const after = await updateSchoolRow(tx, fields.id, columnsOf(fields));
    if (fields.aiToolTypes) await saveSchoolTools(tx, fields.id, toolList(toolsAfter));
    await recordChange(tx, request, {
      targetType: 'school',
      targetId: fields.id,
      before: auditShape(before, toolsBefore),
      after: auditShape(after, toolsAfter),
    });
  });
}

export async function setSchoolStatus(
  db: TDb,
  request: FastifyRequest,
  id: number,
  status: TSchoolStatus,
): Promise<void> {
  const before = await schoolInScope(db, request, id);
  if (before.status === status) {
    throw badRequest(
      status === SchoolStatus.ENABLED
        ? BackOfficeMessages.SCHOOL_ALREADY_ENABLED
        : BackOfficeMessages.SCHOOL_ALREADY_DISABLED,
    );
  }
  await db.transaction(async (tx) => {
    await updateSchoolRow(tx, id, { status });
    await recordChange(tx, request, {
      targetType: 'school',
      targetId: id,
      before: { status: before.status },
      after: { status },
    });
  });
}
