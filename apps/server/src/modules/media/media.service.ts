import { randomBytes } from 'node:crypto';
import {
  formatMessage,
  MEDIA_KIND_LABELS,
  MEDIA_MAX_BYTES,
  WorksMessages,
  type TMediaKind,
} from '@haoduo/contract';
import type { FastifyBaseLogger } from 'fastify';
import { mediaFiles } from '../../db/schema';
import type { TDb } from '../../platform/db/database';
import { AppError, badRequest } from '../../platform/http/errors';
import type { TStoragePort } from '../../providers/storage/storage-port';
import { processImage } from './media-images';
import { sniffDocument, sniffMedia, type TSniffed } from './media-sniff';

export type TMediaRow = typeof mediaFiles.$inferSelect;

export interface TStoreMediaInput {
  buffer: Buffer;
  ownerUserId: number | null;
  /** The kind the caller expects (the editor's picture button asks for an image). */
  expectedKind?: TMediaKind;
  /** 'training': pictures of the training labs' class samples, deleted with their sample. */
  purpose?: 'works' | 'site' | 'training';
  isPublic?: boolean;
  /** Checks a picture once it decoded (the safety gate for pupils); throws to refuse it. */
  checkImage?: (image: Buffer) => Promise<void>;
  /** Accept PDF documents (the staff upload of site files only; never for pupils). */
  allowDocuments?: boolean;
  /** The name the browser gave (only used to explain why a `.pdf` is refused). */
  fileName?: string;
}

export function tooLarge(kind: TMediaKind): AppError {
  return new AppError(
    413,
    formatMessage(WorksMessages.MEDIA_TOO_LARGE, {
      kind: MEDIA_KIND_LABELS[kind],
      max: MEDIA_MAX_BYTES[kind] / 1024 / 1024,
    }),
  );
}

/**
 * Check a file by its content, make its thumbnail, store both through the storage port and
 * record it. Used by the upload calls, the demo data and (for AI results a pupil keeps) by
 * other domains. Nothing is recorded when any step fails, and no stored file is left behind.
 */
export async function storeMedia(
  db: TDb,
  storage: TStoragePort,
  input: TStoreMediaInput,
): Promise<TMediaRow> {
  const { buffer } = input;
  if (buffer.length === 0) throw badRequest(WorksMessages.MEDIA_EMPTY);
  const sniffed = sniffFile(buffer, input);
  if (input.expectedKind && sniffed.kind !== input.expectedKind) {
    throw badRequest(
      formatMessage(WorksMessages.MEDIA_KIND_MISMATCH, {
        kind: MEDIA_KIND_LABELS[input.expectedKind],
      }),
    );
  }
  if (buffer.length > MEDIA_MAX_BYTES[sniffed.kind]) throw tooLarge(sniffed.kind);

  let body = buffer;
  let thumbnail: Buffer | null = null;
  let width: number | null = null;
  let height: number | null = null;
  if (sniffed.kind === 'image') {
    const image = await processImage(buffer, sniffed);
    ({ body, thumbnail, width, height } = image);
    if (input.checkImage) await input.checkImage(body);
  } else if (!sniffed.complete) {
    throw badRequest(WorksMessages.MEDIA_BROKEN);
  }

  const now = new Date();
  const folder = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const id = randomBytes(16).toString('hex');
  const key = `${folder}/${id}.${sniffed.ext}`;
  const thumbKey = thumbnail ? `${folder}/${id}.thumb.webp` : null;

  await storage.put(storagePath(key), body, sniffed.mime);
  try {
    if (thumbKey && thumbnail) await storage.put(storagePath(thumbKey), thumbnail, 'image/webp');
    const [row] = await db
      .insert(mediaFiles)
      .values({
        key,
        thumbKey,
        kind: sniffed.kind,
        mime: sniffed.mime,
        size: body.length,
        width,
        height,
        ownerUserId: input.ownerUserId,
        purpose: input.purpose ?? 'works',
        isPublic: input.isPublic ?? false,
      })
      .returning();
    return row!;
  } catch (error) {
    await deleteStoredFiles(storage, [key, thumbKey]);
    throw error;
  }
}

/** What the bytes are; a PDF only where documents are allowed, and then only a whole one. */
function sniffFile(buffer: Buffer, input: TStoreMediaInput): TSniffed {
  const sniffed = sniffMedia(buffer);
  if (sniffed) return sniffed;
  const pdf = sniffDocument(buffer);
  const namedPdf = /\.pdf$/i.test(input.fileName ?? '');
  if (pdf && !input.allowDocuments) throw badRequest(WorksMessages.MEDIA_PDF_NOT_ALLOWED);
  if (pdf?.complete) return pdf;
  if (pdf || (namedPdf && input.allowDocuments)) throw badRequest(WorksMessages.MEDIA_PDF_INVALID);
  if (namedPdf) throw badRequest(WorksMessages.MEDIA_PDF_NOT_ALLOWED);
  throw badRequest(WorksMessages.MEDIA_TYPE_UNSUPPORTED);
}

/** Media keys (`2026/11/<random>.png`) live under media/ in the storage port. */
export const storagePath = (key: string) => `media/${key}`;

/** Delete stored files after their rows are gone (a failure is logged, never thrown). */
export async function deleteStoredFiles(
  storage: TStoragePort,
  keys: readonly (string | null)[],
  log?: FastifyBaseLogger,
): Promise<void> {
  for (const key of keys) {
    if (!key) continue;
    try {
      await storage.delete(storagePath(key));
    } catch (error) {
      log?.error({ err: error, key }, 'could not delete a stored file');
    }
  }
}
