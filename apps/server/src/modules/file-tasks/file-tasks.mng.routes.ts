import { BackOfficeMessages, fileTaskEndpoints, StaffType } from '@haoduo/contract';
import type { FastifyRequest } from 'fastify';
import { requireAuth, type TAuth } from '../../platform/auth/auth-context';
import { sendAttachment, XLSX_CONTENT_TYPE } from '../../platform/http/attachment';
import { badRequest, conflict, forbidden, gone, notFound } from '../../platform/http/errors';
import { pageOf } from '../../platform/http/paging';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { exportKindOf } from './file-task-kinds';
import { findFileTask, pageFileTasks } from './file-tasks.queries';
import { presentTasks, startExport, type TFileTaskContext } from './file-tasks.service';

const isSuper = (auth: TAuth) =>
  auth.audience === 'staff' && auth.staffType === StaffType.SUPER_ADMIN;

/** The staff caller's permission codes when the staff access is resolved, else null. */
function permissionsOf(request: FastifyRequest): ReadonlySet<string> | null {
  const access = (request as { staffAccess?: { permissions?: ReadonlySet<string> } | null })
    .staffAccess;
  return access?.permissions ?? null;
}

/** A task is its creator's; super administrators may read every task. */
async function ownTask(ctx: TFileTaskContext, auth: TAuth, id: number) {
  const task = await findFileTask(ctx.db, id);
  if (!task) throw notFound(BackOfficeMessages.FILE_TASK_NOT_FOUND);
  if (task.creatorUserId !== auth.userId && !isSuper(auth)) {
    throw forbidden(BackOfficeMessages.FILE_TASK_NOT_YOURS);
  }
  return task;
}

export async function fileTaskRoutes(app: TApp, ctx: TFileTaskContext): Promise<void> {
  route(app, fileTaskEndpoints.page, {
    owner: 'none',
    handler: async (request) => {
      const auth = requireAuth(request.auth);
      const { list, total } = await pageFileTasks(ctx.db, auth.userId, request.query);
      return pageOf(await presentTasks(ctx, list), total, request.query);
    },
  });

  route(app, fileTaskEndpoints.detail, {
    owner: 'none',
    handler: async (request) => {
      const task = await ownTask(ctx, requireAuth(request.auth), request.query.id);
      return (await presentTasks(ctx, [task]))[0]!;
    },
  });

  route(app, fileTaskEndpoints.download, {
    owner: 'none',
    handler: async (request, reply) => {
      const task = await ownTask(ctx, requireAuth(request.auth), request.query.id);
      if (task.expiresAt.getTime() <= Date.now()) throw gone(BackOfficeMessages.FILE_TASK_EXPIRED);
      if (task.status !== 'done' || !task.resultKey) {
        throw conflict(
          task.status === 'failed'
            ? (task.errorMessage ?? BackOfficeMessages.FILE_TASK_EXPORT_FAILED)
            : BackOfficeMessages.FILE_TASK_NOT_READY,
        );
      }
      const body = await ctx.storage.get(task.resultKey);
      if (!body) throw gone(BackOfficeMessages.FILE_TASK_EXPIRED);
      return sendAttachment(reply, {
        fileName: task.taskFileName,
        contentType: XLSX_CONTENT_TYPE,
        body,
      });
    },
  });

  route(app, fileTaskEndpoints.createExport, {
    owner: 'none',
    handler: async (request) => {
      const auth = requireAuth(request.auth);
      const kind = exportKindOf(request.body.taskTag);
      if (!kind) throw badRequest(BackOfficeMessages.FILE_TASK_UNKNOWN_TAG);
      const permissions = permissionsOf(request);
      if (permissions && !isSuper(auth) && !permissions.has(kind.permission)) throw forbidden();
      return startExport(ctx, auth, kind, kind.parse(request.body.taskParam));
    },
  });
}
