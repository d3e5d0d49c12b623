import { IdentityMessages, MASKED_FIELDS, type TMaskedField } from '@haoduo/contract';
import type { FastifyRequest } from 'fastify';
import { requireAuth, type TAuth } from '../../platform/auth/auth-context';
import { mask } from '../../platform/auth/field-masks';
import { noPermission } from '../../platform/auth/staff-access';
import { AppError } from '../../platform/http/errors';
import type { TApp } from '../../platform/http/types';
import { startExport, type TExportKind } from '../file-tasks';

/** The personal fields an export writes without their masks. */
export type TExportUnmask = ReadonlySet<TMaskedField>;

const NONE: TExportUnmask = new Set();

/**
 * The fields a staff caller's export writes in full: those their roles unmask, once the
 * identity password was checked lately (403 asks for it first, as the login-records export
 * does). A role that unmasks nothing gets a masked file and is never asked. Works on the
 * request's session and on the one kept with the file task alike.
 */
export function exportUnmask(auth: TAuth | null): TExportUnmask {
  const access = auth?.staffAccess;
  if (!access) throw noPermission();
  const fields = MASKED_FIELDS.filter((field) => access.unmask.has(field));
  if (fields.length === 0) return NONE;
  if (!access.identityVerified) throw new AppError(403, IdentityMessages.REQUIRED);
  return new Set(fields);
}

/** A value as the export writes it: in full when the field is unmasked, masked otherwise. */
export function exportValue(unmask: TExportUnmask, field: TMaskedField, value: string): string {
  if (!value || unmask.has(field)) return value;
  return mask(field, value);
}

/**
 * An export with fields in full is one unmasked read of each field, written to the access log
 * (who, when, which call, the file task's id) when the answer leaves.
 */
export function noteUnmaskedExport(
  request: FastifyRequest,
  unmask: TExportUnmask,
  targetType: string,
  taskId: number,
): void {
  for (const field of unmask) {
    (request.unmaskedReads ??= []).push({ field, targetType, targetId: String(taskId) });
  }
}

/**
 * Start an export of personal fields: masked, or (for a role that unmasks them, after the
 * identity check) in full and logged as an unmasked read under `targetType`.
 */
export async function startPersonalExport<TParams, TRow>(
  app: TApp,
  request: FastifyRequest,
  kind: TExportKind<TParams, TRow>,
  params: TParams,
  targetType: string,
) {
  const auth = requireAuth(request.auth);
  const unmask = exportUnmask(auth);
  const task = await startExport(app.fileTasks, auth, kind, params);
  noteUnmaskedExport(request, unmask, targetType, task.id);
  return task;
}
