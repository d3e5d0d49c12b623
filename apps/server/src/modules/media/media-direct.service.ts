import { randomBytes } from 'node:crypto';
import {
  DIRECT_UPLOAD_MIMES,
  DIRECT_UPLOAD_MINUTES,
  formatMessage,
  MEDIA_KIND_LABELS,
  MEDIA_MAX_BYTES,
  SIGNED_LINK_MAX_MINUTES,
  StorageMessages,
  WorksMessages,
  type TMediaKind,
} from '@haoduo/contract';
import type { TDirectAccess, TStoragePort } from '../../providers/storage/storage-port';
import { AppError, badRequest, forbidden } from '../../platform/http/errors';

/** Browser uploads land here first, in the uploader's own folder, until upload-complete. */
export const incomingPrefix = (userId: number) => `incoming/${userId}/`;

const LARGEST = Math.max(...Object.values(MEDIA_MAX_BYTES));

export function directAccess(storage: TStoragePort): TDirectAccess {
  if (!storage.direct) throw badRequest(StorageMessages.DIRECT_UPLOAD_LOCAL);
  return storage.direct;
}

export function uploadTooLarge(kind: TMediaKind): AppError {
  return new AppError(
    413,
    formatMessage(StorageMessages.UPLOAD_TOO_LARGE, {
      kind: MEDIA_KIND_LABELS[kind],
      max: MEDIA_MAX_BYTES[kind] / 1024 / 1024,
    }),
  );
}

const expiresAt = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

/** A presigned POST for one file of the declared type and size, refused before any byte moves. */
export async function createUploadTicket(
  storage: TStoragePort,
  userId: number,
  input: { mime: string; size: number; kind?: TMediaKind },
) {
  const direct = directAccess(storage);
  const mime = input.mime.toLowerCase().split(';')[0]!.trim();
  const kind = DIRECT_UPLOAD_MIMES[mime];
  if (!kind) throw badRequest(StorageMessages.UPLOAD_TYPE_UNSUPPORTED);
  if (input.kind && input.kind !== kind) {
    throw badRequest(
      formatMessage(WorksMessages.MEDIA_KIND_MISMATCH, { kind: MEDIA_KIND_LABELS[input.kind] }),
    );
  }
  const maxBytes = MEDIA_MAX_BYTES[kind];
  if (input.size > maxBytes) throw uploadTooLarge(kind);
  // The kind rides in the key, so upload-complete insists on it (the bytes decide, not the label).
  const key = `${incomingPrefix(userId)}${kind}-${randomBytes(16).toString('hex')}`;
  const seconds = DIRECT_UPLOAD_MINUTES * 60;
  const post = await direct.presignPost({
    key,
    maxBytes,
    contentType: mime,
    expiresSeconds: seconds,
  });
  return { method: 'POST' as const, ...post, key, maxBytes, expiresAt: expiresAt(seconds) };
}

/** Upload rights for the caller's folder (the base service's assume-role-for-fe). */
export async function createFolderPolicy(storage: TStoragePort, userId: number) {
  const direct = directAccess(storage);
  const keyPrefix = incomingPrefix(userId);
  const seconds = DIRECT_UPLOAD_MINUTES * 60;
  const post = await direct.presignPost({ keyPrefix, maxBytes: LARGEST, expiresSeconds: seconds });
  return {
    provider: 's3' as const,
    bucket: direct.bucket,
    region: direct.region,
    endpoint: direct.endpoint,
    keyPrefix,
    ...post,
    maxBytes: LARGEST,
    expiration: expiresAt(seconds),
  };
}

/**
 * Read a browser upload back from the store for the usual checks. Its size is read first,
 * so an object larger than any kind allows is refused (and removed) without fetching it.
 */
export async function takeUpload(
  storage: TStoragePort,
  userId: number,
  key: string,
): Promise<Buffer> {
  directAccess(storage);
  if (
    !key.startsWith(incomingPrefix(userId)) ||
    !/^incoming\/\d+\/[A-Za-z0-9._-]{1,200}$/.test(key)
  ) {
    throw forbidden(StorageMessages.UPLOAD_NOT_YOURS);
  }
  const size = await storage.size(key);
  if (size === null) throw new AppError(404, StorageMessages.UPLOAD_NOT_FOUND);
  if (size > LARGEST) {
    await storage.delete(key);
    throw new AppError(413, WorksMessages.MEDIA_TOO_LARGE_ANY);
  }
  const body = await storage.get(key);
  if (!body) throw new AppError(404, StorageMessages.UPLOAD_NOT_FOUND);
  return body;
}

/** The kind a ticket's key was issued for (none for keys of the sts folder policy). */
export function ticketKind(key: string): TMediaKind | undefined {
  return /^incoming\/\d+\/(image|audio|video)-[0-9a-f]{32}$/.exec(key)?.[1] as
    TMediaKind | undefined;
}

/** Minutes a signed link asked for (expireMinutes, or an expiration in Unix ms), checked. */
export function linkMinutes(query: { expireMinutes?: number; expiration?: number }): number {
  const minutes =
    query.expireMinutes ??
    (query.expiration !== undefined ? Math.ceil((query.expiration - Date.now()) / 60_000) : 60);
  if (!(minutes >= 1 && minutes <= SIGNED_LINK_MAX_MINUTES)) {
    throw badRequest(StorageMessages.LINK_EXPIRY_INVALID);
  }
  return minutes;
}
