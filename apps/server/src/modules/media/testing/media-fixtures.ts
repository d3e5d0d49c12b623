import fs from 'node:fs';
import path from 'node:path';
import { signedQueryString, type TQuery } from '@haoduo/contract';
import sharp from 'sharp';
import type { TCallOptions, TTestApp } from '../../../../test/helpers/test-app';

/** Files for the media and works API tests: real pictures and browser-like uploads. */

/** A signed-in person of a test: their token and tenant headers. */
export interface TSignedIn {
  token: string;
  headers: Record<string, string>;
}

export const as = (person: TSignedIn): TCallOptions => ({
  token: person.token,
  headers: person.headers,
});

/** A real picture (PNG, JPEG, WebP or GIF) made with sharp. */
export async function picture(
  format: 'png' | 'jpeg' | 'webp' | 'gif' = 'png',
  width = 640,
  height = 480,
): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#9fd3ff"/>
    <circle cx="${width / 4}" cy="${height / 4}" r="${Math.min(width, height) / 8}" fill="#ffd23f"/>
    <rect y="${(height * 2) / 3}" width="100%" height="${height / 3}" fill="#7ccf6b"/></svg>`;
  return sharp(Buffer.from(svg)).toFormat(format).toBuffer();
}

/** POST a multipart upload like a browser, signed over the empty payload. */
export async function upload(
  t: TTestApp,
  person: TSignedIn | null,
  file: Buffer,
  options: { kind?: string; filename?: string; path?: string; fieldName?: string } = {},
) {
  const boundary = `----haoduo${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.fieldName ?? 'file'}"; filename="${options.filename ?? 'upload.bin'}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const query: TQuery = options.kind ? { kind: options.kind } : {};
  const qs = signedQueryString({
    method: 'POST',
    query,
    body: '',
    token: person?.token ?? '',
    salt: t.config.signSalt,
  });
  const res = await t.app.inject({
    method: 'POST',
    url: `${options.path ?? '/api/v1/works-service/media/custom/upload'}?${qs}`,
    headers: {
      'permission-tenant-en': t.config.tenantCode,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(person ? { authorization: `Bearer ${person.token}`, ...person.headers } : {}),
    },
    payload: Buffer.concat([head, file, tail]),
  });
  return {
    status: res.statusCode,
    body: res.json() as { code: number; message: string; data: UploadData },
  };
}

export interface UploadData {
  id: number;
  key: string;
  url: string;
  thumbUrl: string | null;
  kind: string;
  width: number | null;
  height: number | null;
}

/** Is a stored file on disk (local storage under DATA_DIR/files)? */
export function stored(t: TTestApp, key: string): boolean {
  return fs.existsSync(path.join(t.config.dataDir, 'files', 'media', key));
}
