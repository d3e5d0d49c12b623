import type { TSchoolMngRow } from '@haoduo/contract';
import type { FastifyRequest } from 'fastify';
import { maskMobile, present } from '../../../platform/auth/field-masks';
import { regionPath } from '../../regions';
import type { TSchoolRow } from './schools.queries';

/** A school as the back office lists it; the contact's mobile masked unless the role may see it. */
export function presentSchool(
  row: TSchoolRow,
  tools: ReadonlySet<number> | undefined,
  request: FastifyRequest | null,
): TSchoolMngRow {
  const access = request?.staffAccess ?? null;
  return {
    id: row.id,
    name: row.name,
    provinceId: row.provinceId,
    cityId: row.cityId,
    districtId: row.districtId,
    regionName: regionPath([row.provinceId, row.cityId, row.districtId]),
    address: row.address,
    contactName: row.contactName,
    contactMobile:
      request === null
        ? row.contactMobile && maskMobile(row.contactMobile)
        : present(access, 'mobile', row.contactMobile, {
            request,
            targetType: 'school',
            targetId: row.id,
          }),
    status: row.status,
    aiToolTypes: [...(tools ?? [])].sort((a, b) => a - b),
    createdAt: row.createdAt.toISOString(),
  };
}
