import { and, asc, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import {
  DownloadKind,
  DownloadStatus,
  type TDownloadList,
  type TDownloadOs,
} from '@haoduo/contract';
import { downloadResources } from '../../db/schema';
import type { TAuth } from '../../platform/auth/auth-context';
import type { TDb } from '../../platform/db/database';
import type { TStoragePort } from '../../providers/storage/storage-port';
import {
  activeClassesOfStudentAccounts,
  classIdsOfSchools,
  classIdsOfTeacher,
  classNamesByIds,
  resolveClassActor,
  visibleSchoolIds,
} from '../classes';
import { enabledStudentAccountsOfUser } from '../identity';
import { downloadLink } from './download-links';
import { BUILTIN_FILES } from './teaching-guide-pdf';

/** The download centre: browser installers for everyone, materials by class and school. */

type TResource = typeof downloadResources.$inferSelect;

/** Which materials the caller may see: their classes', their schools', and everyone's. */
async function materialScope(db: TDb, auth: TAuth): Promise<SQL | undefined> {
  const actor = await resolveClassActor(db, auth);
  const everyone = and(isNull(downloadResources.classId), isNull(downloadResources.schoolId));
  if (actor.kind === 'super') return undefined;
  let classIds: number[] = [];
  let schoolIds: number[] = [];
  if (actor.kind === 'student') {
    const studentAccounts = await enabledStudentAccountsOfUser(db, actor.userId);
    const schoolOf = new Map(studentAccounts.map((a) => [a.accountId, a.schoolId]));
    const rows = await activeClassesOfStudentAccounts(db, [...schoolOf.keys()]);
    classIds = rows.map((r) => r.classId);
    schoolIds = [...new Set(rows.map((r) => schoolOf.get(r.accountId)!))];
  } else if (actor.kind === 'teacher') {
    classIds = await classIdsOfTeacher(db, actor.accountId);
    schoolIds = [actor.schoolId];
  } else {
    const scope = visibleSchoolIds(actor);
    schoolIds = scope === 'all' ? [] : scope;
    if (schoolIds.length > 0) classIds = await classIdsOfSchools(db, schoolIds);
  }
  return or(
    everyone,
    classIds.length > 0 ? inArray(downloadResources.classId, classIds) : undefined,
    schoolIds.length > 0
      ? and(isNull(downloadResources.classId), inArray(downloadResources.schoolId, schoolIds))
      : undefined,
  );
}

function presentItem(secret: string, row: TResource) {
  return {
    id: row.id,
    title: row.title,
    fileName: row.fileName,
    size: row.size,
    contentType: row.contentType,
    url: row.storageKey ? downloadLink(secret, row.id) : (row.externalUrl ?? ''),
    external: !row.storageKey,
  };
}

export async function listDownloads(db: TDb, secret: string, auth: TAuth): Promise<TDownloadList> {
  const browsers = await db
    .select()
    .from(downloadResources)
    .where(
      and(
        eq(downloadResources.kind, DownloadKind.BROWSER),
        eq(downloadResources.status, DownloadStatus.LISTED),
      ),
    )
    .orderBy(asc(downloadResources.sort), asc(downloadResources.id));
  const materials = await db
    .select()
    .from(downloadResources)
    .where(
      and(
        eq(downloadResources.kind, DownloadKind.MATERIAL),
        eq(downloadResources.status, DownloadStatus.LISTED),
        await materialScope(db, auth),
      ),
    )
    .orderBy(desc(downloadResources.createdAt), desc(downloadResources.id))
    .limit(200);
  const classNames = await classNamesByIds(
    db,
    materials.flatMap((resource) => (resource.classId === null ? [] : [resource.classId])),
  );
  return {
    browserList: browsers.map((row) => ({
      ...presentItem(secret, row),
      os: (row.os ?? 'windows') as TDownloadOs,
    })),
    materialList: materials.map((resource) => ({
      ...presentItem(secret, resource),
      worksClassId: resource.classId,
      courseClassName:
        resource.classId === null ? null : (classNames.get(resource.classId) ?? null),
      createdAt: resource.createdAt.toISOString(),
    })),
  };
}

/** The bytes of a stored resource; a built-in file missing from storage is made again. */
export async function resourceFile(
  db: TDb,
  storage: TStoragePort,
  id: number,
): Promise<{ resource: TResource; body: Buffer } | null> {
  const [resource] = await db
    .select()
    .from(downloadResources)
    .where(and(eq(downloadResources.id, id), eq(downloadResources.status, DownloadStatus.LISTED)))
    .limit(1);
  if (!resource?.storageKey) return null;
  let body = await storage.get(resource.storageKey);
  const builtin = resource.builtin ? BUILTIN_FILES[resource.builtin] : undefined;
  if (!body && builtin) {
    body = builtin();
    await storage.put(
      resource.storageKey,
      body,
      resource.contentType ?? 'application/octet-stream',
    );
  }
  return body ? { resource, body } : null;
}
