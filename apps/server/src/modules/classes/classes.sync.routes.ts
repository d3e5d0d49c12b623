import multipart from '@fastify/multipart';
import { BackOfficeMessages, classSyncEndpoints, fanbookMngEndpoints } from '@haoduo/contract';
import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../../platform/auth/auth-context';
import type { TDeps } from '../../platform/deps';
import { AppError, badRequest } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { startImport } from '../file-tasks';
import { assertRosterChangeable } from './class-rules';
import { loadClassFor } from './classes.admin';
import { assertNotStudent, assertOnSchool, resolveClassActor } from './classes.policy';
import { batchEditInviteCodes } from './fanbook-codes';
import { classRosterImport, schoolRosterImport } from './roster-import';
import { addSyncConfig, deleteSyncConfig, listSyncConfigs } from './sync-configs';

const ROSTER_MAX_BYTES = 5 * 1024 * 1024;

/** The uploaded roster (part `file`), refused unless it is an xlsx (a zip) within the limit. */
async function receiveRoster(request: FastifyRequest): Promise<Buffer> {
  let buffer: Buffer;
  try {
    const file = await request.file({ limits: { fileSize: ROSTER_MAX_BYTES } });
    if (!file) throw badRequest(BackOfficeMessages.IMPORT_FILE_REQUIRED);
    buffer = await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, BackOfficeMessages.IMPORT_FILE_UNREADABLE);
    }
    throw badRequest(BackOfficeMessages.IMPORT_FILE_REQUIRED);
  }
  // xlsx files are zip archives: "PK\x03\x04".
  if (buffer.length < 4 || buffer.readUInt32LE(0) !== 0x04034b50) {
    throw new AppError(415, BackOfficeMessages.IMPORT_FILE_REQUIRED);
  }
  return buffer;
}

/**
 * Roster imports (file tasks) and their sync configs, and the classes' picture-book community
 * codes; classes in the caller's scope only.
 */
export async function classSyncRoutes(app: TApp, { db, config }: TDeps): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: ROSTER_MAX_BYTES, files: 1, fields: 2, parts: 4, headerPairs: 50 },
  });
  const classImport = classRosterImport(config.appSecret);
  const schoolImport = schoolRosterImport(config.appSecret);
  const actorOf = async (request: FastifyRequest) => {
    const actor = await resolveClassActor(db, request.auth);
    assertNotStudent(actor);
    return actor;
  };

  route(app, classSyncEndpoints.syncStudent, {
    handler: async (request) => {
      const cls = await loadClassFor(db, await actorOf(request), request.query.classId, 'teach');
      assertRosterChangeable(cls);
      const file = await receiveRoster(request);
      return startImport(
        app.fileTasks,
        requireAuth(request.auth),
        classImport,
        {
          classId: cls.id,
        },
        file,
      );
    },
  });

  route(app, classSyncEndpoints.sync, {
    handler: async (request) => {
      assertOnSchool(await actorOf(request), request.query.schoolId, 'teach');
      const file = await receiveRoster(request);
      return startImport(
        app.fileTasks,
        requireAuth(request.auth),
        schoolImport,
        {
          schoolId: request.query.schoolId,
        },
        file,
      );
    },
  });

  route(app, classSyncEndpoints.syncConfigAdd, {
    handler: async (request) => addSyncConfig(db, request, await actorOf(request), request.body),
  });

  route(app, classSyncEndpoints.syncConfigDelete, {
    handler: async (request) => {
      await deleteSyncConfig(db, request, await actorOf(request), request.body.id);
      return null;
    },
  });

  route(app, classSyncEndpoints.syncConfigList, {
    handler: async (request) => listSyncConfigs(db, await actorOf(request), request.query),
  });

  route(app, fanbookMngEndpoints.inviteCodeBatchEdit, {
    handler: async (request) =>
      batchEditInviteCodes(db, request, await actorOf(request), request.body.list),
  });
}
