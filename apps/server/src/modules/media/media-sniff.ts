import type { TMediaKind } from '@haoduo/contract';

/**
 * What a file is, from its bytes (never from its name or the browser's content type), and
 * for images their size from the header, read before anything is decoded.
 */
export interface TSniffed {
  kind: TMediaKind;
  mime: string;
  ext: string;
  width: number | null;
  height: number | null;
  /** False when the container's own structure says bytes are missing. */
  complete: boolean;
}

const startsWith = (buf: Buffer, bytes: number[], at = 0) =>
  buf.length >= at + bytes.length && bytes.every((b, i) => buf[at + i] === b);
const ascii = (buf: Buffer, at: number, text: string) =>
  buf.length >= at + text.length && buf.toString('latin1', at, at + text.length) === text;

export function sniffMedia(buf: Buffer): TSniffed | null {
  return sniffImage(buf) ?? sniffAudio(buf) ?? sniffVideo(buf);
}

/** How far from the end a PDF's last `%%EOF` may be (trailing newlines, padding). */
const PDF_TAIL = 1024;

/**
 * A PDF document: `%PDF-` at the start (within the first KB, as readers allow) and an
 * `%%EOF` near the end. Never part of sniffMedia: only the staff upload asks for documents.
 * Returns null when the bytes are not a PDF at all; complete=false when the end is missing.
 */
export function sniffDocument(buf: Buffer): TSniffed | null {
  const head = buf.toString('latin1', 0, Math.min(buf.length, 1024));
  const start = head.indexOf('%PDF-');
  if (start < 0 || !/^%PDF-\d\.\d/.test(head.slice(start))) return null;
  const tail = buf.toString('latin1', Math.max(start + 8, buf.length - PDF_TAIL), buf.length);
  return media('document', 'application/pdf', 'pdf', tail.includes('%%EOF'));
}

function image(mime: string, ext: string, size: [number, number] | null): TSniffed {
  return {
    kind: 'image',
    mime,
    ext,
    width: size ? size[0] : null,
    height: size ? size[1] : null,
    complete: size !== null,
  };
}

function sniffImage(buf: Buffer): TSniffed | null {
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    const ok = buf.length >= 24 && ascii(buf, 12, 'IHDR');
    return image('image/png', 'png', ok ? [buf.readUInt32BE(16), buf.readUInt32BE(20)] : null);
  }
  if (ascii(buf, 0, 'GIF87a') || ascii(buf, 0, 'GIF89a')) {
    return image(
      'image/gif',
      'gif',
      buf.length >= 10 ? [buf.readUInt16LE(6), buf.readUInt16LE(8)] : null,
    );
  }
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return image('image/jpeg', 'jpg', jpegSize(buf));
  if (ascii(buf, 0, 'RIFF') && ascii(buf, 8, 'WEBP'))
    return image('image/webp', 'webp', webpSize(buf));
  return null;
}

/** Walks the JPEG segments to the first start-of-frame marker. */
function jpegSize(buf: Buffer): [number, number] | null {
  let i = 2;
  while (i + 3 < buf.length) {
    if (buf[i] !== 0xff) return null;
    const marker = buf[i + 1]!;
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null;
    const length = buf.readUInt16BE(i + 2);
    const isFrame =
      marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      if (i + 9 > buf.length) return null;
      return [buf.readUInt16BE(i + 7), buf.readUInt16BE(i + 5)];
    }
    i += 2 + length;
  }
  return null;
}

function webpSize(buf: Buffer): [number, number] | null {
  if (buf.length < 30) return null;
  if (ascii(buf, 12, 'VP8 ')) {
    return [buf.readUInt16LE(26) & 0x3fff, buf.readUInt16LE(28) & 0x3fff];
  }
  if (ascii(buf, 12, 'VP8L')) {
    const bits = buf.readUInt32LE(21);
    return [(bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1];
  }
  if (ascii(buf, 12, 'VP8X')) {
    return [buf.readUIntLE(24, 3) + 1, buf.readUIntLE(27, 3) + 1];
  }
  return null;
}

function media(kind: TMediaKind, mime: string, ext: string, complete = true): TSniffed {
  return { kind, mime, ext, width: null, height: null, complete };
}

function sniffAudio(buf: Buffer): TSniffed | null {
  if (ascii(buf, 0, 'RIFF') && ascii(buf, 8, 'WAVE')) {
    // The RIFF size says how long the file is; fewer bytes means it was cut off.
    const complete = buf.length >= 44 && buf.readUInt32LE(4) + 8 <= buf.length;
    return media('audio', 'audio/wav', 'wav', complete);
  }
  if (ascii(buf, 0, 'OggS')) return media('audio', 'audio/ogg', 'ogg', buf.length > 58);
  if (ascii(buf, 0, 'ID3') || (buf.length > 4 && buf[0] === 0xff && (buf[1]! & 0xe0) === 0xe0)) {
    return media('audio', 'audio/mpeg', 'mp3', buf.length > 128);
  }
  if (ascii(buf, 4, 'ftyp') && (ascii(buf, 8, 'M4A ') || ascii(buf, 8, 'M4B '))) {
    return media('audio', 'audio/mp4', 'm4a', isoBoxesComplete(buf));
  }
  return null;
}

const MP4_BRANDS = [
  'isom',
  'iso2',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'dash',
  'mmp4',
];

function sniffVideo(buf: Buffer): TSniffed | null {
  if (ascii(buf, 4, 'ftyp') && MP4_BRANDS.some((brand) => ascii(buf, 8, brand))) {
    return media('video', 'video/mp4', 'mp4', isoBoxesComplete(buf));
  }
  if (startsWith(buf, [0x1a, 0x45, 0xdf, 0xa3])) {
    const head = buf.toString('latin1', 0, Math.min(buf.length, 64));
    if (head.includes('webm')) return media('video', 'video/webm', 'webm', buf.length > 256);
  }
  return null;
}

/**
 * An MP4 is a chain of boxes whose sizes add up to the file: a cut-off file has a last box
 * that reaches past the end. It also needs its index (moov) and its data (mdat).
 */
function isoBoxesComplete(buf: Buffer): boolean {
  let at = 0;
  const seen = new Set<string>();
  while (at < buf.length) {
    if (at + 8 > buf.length) return false;
    let size = buf.readUInt32BE(at);
    const type = buf.toString('latin1', at + 4, at + 8);
    if (size === 1) {
      if (at + 16 > buf.length) return false;
      const large = buf.readBigUInt64BE(at + 8);
      if (large > BigInt(buf.length)) return false;
      size = Number(large);
    } else if (size === 0) {
      size = buf.length - at;
    }
    if (size < 8 || at + size > buf.length) return false;
    seen.add(type);
    at += size;
  }
  return seen.has('moov') && seen.has('mdat');
}
