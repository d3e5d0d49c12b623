import { and, asc, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import {
  AccountType,
  DownloadKind,
  DownloadStatus,
  type TDownloadList,
  type TDownloadOs,
} from '@haoduo/contract';
import {
  accounts,
  classStudents,
  classTeachers,
  courseClasses,
  downloadResources,
} from '../../db/schema';
import type { TAuth } from '../../platform/auth/auth-context';
import type { TDb } from '../../platform/db/database';
import type { TStoragePort } from '../../providers/storage/storage-port';
import { resolveClassActor, visibleSchoolIds } from '../classes';
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
    const rows = await db
      .select({ classId: classStudents.classId, schoolId: accounts.schoolId })
      .from(classStudents)
      .innerJoin(accounts, eq(accounts.id, classStudents.accountId))
      .where(
        and(
          eq(accounts.userId, actor.userId),
          eq(accounts.accountType, AccountType.STUDENT),
          eq(accounts.status, 1),
          eq(classStudents.status, 1),
        ),
      );
    classIds = rows.map((r) => r.classId);
    schoolIds = [...new Set(rows.map((r) => r.schoolId))];
  } else if (actor.kind === 'teacher') {
    const rows = await db
      .select({ classId: classTeachers.classId })
      .from(classTeachers)
      .where(eq(classTeachers.accountId, actor.accountId));
    classIds = rows.map((r) => r.classId);
    schoolIds = [actor.schoolId];
  } else {
    const scope = visibleSchoolIds(actor);
    schoolIds = scope === 'all' ? [] : scope;
    if (schoolIds.length > 0) {
      const rows = await db
        .select({ id: courseClasses.id })
        .from(courseClasses)
        .where(inArray(courseClasses.schoolId, schoolIds));
      classIds = rows.map((r) => r.id);
    }
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
    .select({ resource: downloadResources, courseClassName: courseClasses.courseClassName })
    .from(downloadResources)
    .leftJoin(courseClasses, eq(courseClasses.id, downloadResources.classId))
    .where(
      and(
        eq(downloadResources.kind, DownloadKind.MATERIAL),
        eq(downloadResources.status, DownloadStatus.LISTED),
        await materialScope(db, auth),
      ),
    )
    .orderBy(desc(downloadResources.createdAt), desc(downloadResources.id))
    .limit(200);
  return {
    browserList: browsers.map((row) => ({
      ...presentItem(secret, row),
      os: (row.os ?? 'windows') as TDownloadOs,
    })),
    materialList: materials.map(({ resource, courseClassName }) => ({
      ...presentItem(secret, resource),
      worksClassId: resource.classId,
      courseClassName,
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
