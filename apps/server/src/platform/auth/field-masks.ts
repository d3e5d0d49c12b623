import type { TMaskedField } from '@haoduo/contract';
import type { FastifyRequest } from 'fastify';
import type { TStaffAccess } from './staff-access';

/**
 * Masks of personal fields (DESIGN: mobile 138****0001, id card first 3 and last 4, a pupil's
 * real name its first character and `*` for the rest) and `present`, which lifts a mask only
 * for a role that may see the field and notes every such read for the access log.
 */

export function maskMobile(mobile: string): string {
  if (mobile.length < 7) return '*'.repeat(mobile.length);
  return `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
}

export function maskIdCard(idCard: string): string {
  if (idCard.length <= 7) return '*'.repeat(idCard.length);
  return `${idCard.slice(0, 3)}${'*'.repeat(idCard.length - 7)}${idCard.slice(-4)}`;
}

export function maskRealName(name: string): string {
  const chars = Array.from(name);
  if (chars.length <= 1) return name;
  return chars[0] + '*'.repeat(chars.length - 1);
}

const MASKS: Record<TMaskedField, (value: string) => string> = {
  mobile: maskMobile,
  idCard: maskIdCard,
  realName: maskRealName,
};

export function mask(kind: TMaskedField, value: string): string {
  return MASKS[kind](value);
}

/** A read of a field without its mask, written to the access log before the answer leaves. */
export interface TUnmaskedRead {
  field: TMaskedField;
  targetType: string;
  targetId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Unmasked reads of this request, written by the access-log hook. */
    unmaskedReads?: TUnmaskedRead[];
  }
}

/** Which row a presented value belongs to, and the request that reads it (for the access log). */
export interface TUnmaskLog {
  request: FastifyRequest;
  targetType: string;
  targetId: number | string;
}

/**
 * The value as the caller may see it: unmasked when their roles lift the field's mask and the
 * session passed the identity-password check within fifteen minutes (the read is then logged:
 * who, when, which call, which row and field), masked otherwise. A caller without staff
 * access (null) always gets the masked value.
 */
export function present<T extends string | null | undefined>(
  access: TStaffAccess | null,
  kind: TMaskedField,
  value: T,
  log: TUnmaskLog,
): T {
  if (value === null || value === undefined || value === '') return value;
  if (!access || !access.unmask.has(kind) || !access.identityVerified) {
    return mask(kind, value) as T;
  }
  (log.request.unmaskedReads ??= []).push({
    field: kind,
    targetType: log.targetType,
    targetId: String(log.targetId),
  });
  return value;
}
