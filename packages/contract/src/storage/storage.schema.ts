import { z } from 'zod';
import { PUPIL_MEDIA_KINDS, type TMediaKind } from '../works/works-constants';

/** The content types a browser may upload directly, by kind (the server sniffs them again). */
export const DIRECT_UPLOAD_MIMES: Record<string, TMediaKind> = {
  'image/png': 'image',
  'image/jpeg': 'image',
  'image/webp': 'image',
  'image/gif': 'image',
  'audio/mpeg': 'audio',
  'audio/wav': 'audio',
  'audio/x-wav': 'audio',
  'audio/ogg': 'audio',
  'audio/mp4': 'audio',
  'video/mp4': 'video',
  'video/webm': 'video',
};

/** A presigned upload, a signed link: minutes they stay valid. */
export const DIRECT_UPLOAD_MINUTES = 15;
export const SIGNED_LINK_MAX_MINUTES = 7 * 24 * 60;

export const ZUploadTicketBody = z.object({
  /** The file's content type, as the browser reports it. */
  mime: z.string().min(1).max(100),
  /** The file's size in bytes. */
  size: z.number().int().min(1),
  kind: z.enum(PUPIL_MEDIA_KINDS).optional(),
});

/** A presigned POST: the browser posts a form of `fields` plus the `file` part to `url`. */
export const ZPresignedPost = z.object({
  method: z.literal('POST'),
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  /** The object's key; send it to upload-complete once the upload succeeded. */
  key: z.string(),
  maxBytes: z.number().int(),
  expiresAt: z.string(),
});

export const ZUploadCompleteBody = z.object({ key: z.string().min(1).max(300) });

export const ZOssGenUrlQuery = z.object({
  key: z.string().min(1).max(300),
  bucketName: z.string().max(100).optional(),
  region: z.string().max(100).optional(),
  /** Minutes the link stays valid (default 60, at most 7 days). */
  expireMinutes: z.coerce.number().int().optional(),
  /** Or: when it runs out (Unix milliseconds). */
  expiration: z.coerce.number().int().optional(),
});

/**
 * What a browser needs to upload straight to the bucket: not the store's keys, but a POST
 * policy limited to the caller's own folder, a size and a short time.
 */
export const ZStsAnswer = z.object({
  provider: z.literal('s3'),
  bucket: z.string(),
  region: z.string(),
  endpoint: z.string(),
  /** Every key must start with this. */
  keyPrefix: z.string(),
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  maxBytes: z.number().int(),
  expiration: z.string(),
});

export const ZStsQuery = z.object({ timestamp: z.coerce.number().int().optional() });
