import type { FastifyRequest } from 'fastify';
import { present } from '../../../platform/auth/field-masks';
import { staffAccessOrNull } from '../../../platform/auth/staff-access';

/**
 * Rows that name a person by the account they typed (login records, locks): a mobile is shown
 * masked unless the caller's roles lift the mobile mask (the read is then in the access log).
 */
export function maskMobileAccounts<
  T extends { id: number; accountKind: string; account: string },
  P extends { list: T[] },
>(request: FastifyRequest, page: P, targetType: string): P {
  const access = staffAccessOrNull(request);
  return {
    ...page,
    list: page.list.map((row) =>
      row.accountKind === 'mobile'
        ? {
            ...row,
            account: present(access, 'mobile', row.account, {
              request,
              targetType,
              targetId: row.id,
            }),
          }
        : row,
    ),
  };
}
