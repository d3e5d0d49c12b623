import sharp from 'sharp';
import type { TStoragePort } from '../../providers/storage/storage-port';
import { mediaKeyOf, storagePath } from '../media';

export interface TPrintImage {
  key: string;
  width: number;
  height: number;
}

const KEPT = 2_000;
const sizes = new Map<string, { width: number; height: number } | null>();

/** Pixel size of a stored picture (kept in memory: stored files never change). */
export async function imageSize(storage: TStoragePort, url: string | null | undefined) {
  const key = mediaKeyOf(url);
  if (!key) return null;
  if (sizes.has(key)) return sizes.get(key) ?? null;
  const buffer = await storage.get(storagePath(key));
  let size: { width: number; height: number } | null = null;
  if (buffer) {
    try {
      const meta = await sharp(buffer).metadata();
      if (meta.width && meta.height) size = { width: meta.width, height: meta.height };
    } catch {
      size = null;
    }
  }
  if (sizes.size >= KEPT) sizes.clear();
  sizes.set(key, size);
  return size;
}

/**
 * A stored picture as JPEG bytes for the PDF (transparency on white), at most `maxPx` on its
 * longer side (300 dpi at its printed size is enough; more only makes the file larger).
 */
export async function imageForPdf(
  storage: TStoragePort,
  url: string | null | undefined,
  maxPx: number,
): Promise<Uint8Array | null> {
  const key = mediaKeyOf(url);
  if (!key) return null;
  const buffer = await storage.get(storagePath(key));
  if (!buffer) return null;
  try {
    return await sharp(buffer)
      .rotate()
      .resize({ width: maxPx, height: maxPx, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 88 })
      .toBuffer();
  } catch {
    return null;
  }
}
