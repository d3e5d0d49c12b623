import sharp from 'sharp';
import { IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE, THUMBNAIL_WIDTH, WorksMessages } from '@haoduo/contract';
import { badRequest } from '../../platform/http/errors';
import type { TSniffed } from './media-sniff';

// Uploads are decoded one at a time per process; libvips' own cache is not needed.
sharp.cache(false);

export interface TProcessedImage {
  body: Buffer;
  mime: string;
  ext: string;
  width: number;
  height: number;
  thumbnail: Buffer;
}

/** Refuse image bombs from the header alone, before any pixel is decoded. */
export function assertImageDimensions(width: number, height: number): void {
  if (
    width < 1 ||
    height < 1 ||
    width > IMAGE_MAX_SIDE ||
    height > IMAGE_MAX_SIDE ||
    width * height > IMAGE_MAX_PIXELS
  ) {
    throw badRequest(WorksMessages.MEDIA_IMAGE_TOO_BIG);
  }
}

/**
 * Decode fully (a truncated or corrupt image fails here), strip camera metadata such as GPS
 * positions from photos (JPEG and WebP are re-encoded, upright), and make the card thumbnail.
 */
export async function processImage(buffer: Buffer, sniffed: TSniffed): Promise<TProcessedImage> {
  if (sniffed.width === null || sniffed.height === null) {
    throw badRequest(WorksMessages.MEDIA_BROKEN);
  }
  assertImageDimensions(sniffed.width, sniffed.height);
  const options = { failOn: 'warning' as const, limitInputPixels: IMAGE_MAX_PIXELS };
  try {
    const animated = sniffed.mime === 'image/gif' || sniffed.mime === 'image/webp';
    const meta = await sharp(buffer, { ...options, animated }).metadata();
    const pages = meta.pages ?? 1;
    let body = buffer;
    if (sniffed.mime === 'image/jpeg') {
      body = await sharp(buffer, options).rotate().jpeg({ quality: 88 }).toBuffer();
    } else if (sniffed.mime === 'image/webp' && pages === 1) {
      body = await sharp(buffer, options).rotate().webp({ quality: 90 }).toBuffer();
    } else if (pages > 1) {
      // An animation is kept byte for byte once every frame decodes (the thumbnail below
      // decodes the first; PNGs are proved whole by it, line by line, without a full copy).
      await sharp(buffer, { ...options, animated: true }).stats();
    }
    const thumbnail = await sharp(buffer, options)
      .rotate()
      .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer();
    const stored = await sharp(body, options).metadata();
    return {
      body,
      mime: sniffed.mime,
      ext: sniffed.ext,
      width: stored.width ?? sniffed.width,
      height: stored.height ?? sniffed.height,
      thumbnail,
    };
  } catch {
    throw badRequest(WorksMessages.MEDIA_BROKEN);
  }
}
