// Generates the font the offline AI engines draw Chinese text with (video captions), shipped
// with the server so a machine without a Chinese system font still draws words, not boxes:
// src/providers/ai/offline/fonts/HaoduoSansSC-Bold.woff and its licence, OFL.txt.
// Source: Noto Sans SC Bold (SIL Open Font License 1.1) from the npm package
// @expo-google-fonts/noto-sans-sc, fetched with `npm pack` into a temporary folder, so the
// server does not depend on it. Kept: printable ASCII, the whole GB 2312 character set (its
// 6763 hanzi, punctuation, letters and symbols) and the common CJK punctuation, about 7500
// glyphs of 30 000. The font is renamed "Haoduo Sans SC" (a Modified Version under the OFL)
// and written as WOFF 1.0 (each table zlib-compressed), which FreeType, and so Skia and
// @napi-rs/canvas, read as they read TrueType.
// Usage: node apps/server/scripts/subset-engine-font.mjs [path/to/NotoSansSC-Bold.ttf]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const PACKAGE = '@expo-google-fonts/noto-sans-sc@0.4.3';
const SOURCE_FONT = 'package/700Bold/NotoSansSC_700Bold.ttf';
const SOURCE_LICENCE = 'package/LICENSE_FONT';
const FAMILY = 'Haoduo Sans SC';
const POSTSCRIPT = 'HaoduoSansSC-Bold';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'src/providers/ai/offline/fonts');

/** Printable ASCII, GB 2312 (rows 1-9 symbols, 16-87 hanzi) and common CJK punctuation. */
function wantedCodePoints() {
  const wanted = new Set();
  for (let c = 0x20; c <= 0x7e; c++) wanted.add(c);
  const gb = new TextDecoder('gb18030');
  const rows = [];
  for (let row = 0xa1; row <= 0xa9; row++) rows.push(row);
  for (let row = 0xb0; row <= 0xf7; row++) rows.push(row);
  for (const row of rows) {
    for (let cell = 0xa1; cell <= 0xfe; cell++) {
      const ch = gb.decode(Uint8Array.of(row, cell));
      const cp = ch.codePointAt(0);
      // Unassigned GB 2312 positions decode to private-use or replacement characters.
      if (ch.length === 1 && cp !== 0xfffd && !(cp >= 0xe000 && cp <= 0xf8ff)) wanted.add(cp);
    }
  }
  for (let c = 0x3000; c <= 0x303f; c++) wanted.add(c);
  for (let c = 0xff01; c <= 0xff5e; c++) wanted.add(c);
  for (const c of [0xa0, 0xb7, 0x2013, 0x2014, 0x2018, 0x2019, 0x201c, 0x201d, 0x2026, 0x3007]) {
    wanted.add(c);
  }
  return [...wanted].sort((a, b) => a - b);
}

function readTables(font) {
  const tables = new Map();
  const count = font.readUInt16BE(4);
  for (let i = 0; i < count; i++) {
    const at = 12 + i * 16;
    const tag = font.toString('latin1', at, at + 4);
    const offset = font.readUInt32BE(at + 8);
    tables.set(tag, font.subarray(offset, offset + font.readUInt32BE(at + 12)));
  }
  return tables;
}

/** Code point → glyph id, from the Windows Unicode cmap (format 12, else format 4). */
function readCmap(cmap) {
  const map = new Map();
  const count = cmap.readUInt16BE(2);
  const subtables = [];
  for (let i = 0; i < count; i++) {
    const at = 4 + i * 8;
    subtables.push({
      platform: cmap.readUInt16BE(at),
      encoding: cmap.readUInt16BE(at + 2),
      offset: cmap.readUInt32BE(at + 4),
    });
  }
  const format12 = subtables.find(
    (s) => s.platform === 3 && s.encoding === 10 && cmap.readUInt16BE(s.offset) === 12,
  );
  if (format12) {
    const t = cmap.subarray(format12.offset);
    const groups = t.readUInt32BE(12);
    for (let g = 0; g < groups; g++) {
      const start = t.readUInt32BE(16 + g * 12);
      const end = t.readUInt32BE(20 + g * 12);
      const glyph = t.readUInt32BE(24 + g * 12);
      for (let c = start; c <= end; c++) map.set(c, glyph + c - start);
    }
    return map;
  }
  const format4 = subtables.find(
    (s) => s.platform === 3 && s.encoding === 1 && cmap.readUInt16BE(s.offset) === 4,
  );
  if (!format4) throw new Error('no Windows Unicode cmap');
  const t = cmap.subarray(format4.offset);
  const segments = t.readUInt16BE(6) / 2;
  const ends = 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  for (let s = 0; s < segments; s++) {
    const end = t.readUInt16BE(ends + s * 2);
    const start = t.readUInt16BE(starts + s * 2);
    const delta = t.readInt16BE(deltas + s * 2);
    const rangeOffset = t.readUInt16BE(rangeOffsets + s * 2);
    for (let c = start; c <= end && c !== 0xffff; c++) {
      let glyph;
      if (rangeOffset === 0) glyph = (c + delta) & 0xffff;
      else {
        const at = rangeOffsets + s * 2 + rangeOffset + (c - start) * 2;
        glyph = t.readUInt16BE(at);
        if (glyph !== 0) glyph = (glyph + delta) & 0xffff;
      }
      if (glyph !== 0) map.set(c, glyph);
    }
  }
  return map;
}

/** The component glyph ids of a composite glyph, with where each id is written. */
function components(glyph) {
  const found = [];
  if (glyph.length < 10 || glyph.readInt16BE(0) >= 0) return found;
  let at = 10;
  for (;;) {
    const flags = glyph.readUInt16BE(at);
    found.push({ at: at + 2, glyph: glyph.readUInt16BE(at + 2) });
    at += 4 + (flags & 0x0001 ? 4 : 2);
    if (flags & 0x0008) at += 2;
    else if (flags & 0x0040) at += 4;
    else if (flags & 0x0080) at += 8;
    if (!(flags & 0x0020)) return found;
  }
}

function checksum(data) {
  const padded = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
  return sum;
}

/** A format 4 cmap (BMP) from sorted [code point, glyph] pairs, runs sharing one delta. */
function writeCmap(pairs) {
  const segments = [];
  for (const [cp, glyph] of pairs) {
    const last = segments.at(-1);
    if (last && cp === last.end + 1 && glyph - cp === last.delta) last.end = cp;
    else segments.push({ start: cp, end: cp, delta: glyph - cp });
  }
  segments.push({ start: 0xffff, end: 0xffff, delta: 1 });
  const n = segments.length;
  const length = 16 + n * 8;
  const t = Buffer.alloc(length);
  t.writeUInt16BE(4, 0);
  t.writeUInt16BE(length, 2);
  t.writeUInt16BE(n * 2, 6);
  const searchRange = 2 * 2 ** Math.floor(Math.log2(n));
  t.writeUInt16BE(searchRange, 8);
  t.writeUInt16BE(Math.log2(searchRange / 2), 10);
  t.writeUInt16BE(n * 2 - searchRange, 12);
  segments.forEach((s, i) => {
    t.writeUInt16BE(s.end, 14 + i * 2);
    t.writeUInt16BE(s.start, 16 + n * 2 + i * 2);
    t.writeUInt16BE((s.delta + 0x10000) & 0xffff, 16 + n * 4 + i * 2);
    t.writeUInt16BE(0, 16 + n * 6 + i * 2);
  });
  const header = Buffer.alloc(12);
  header.writeUInt16BE(0, 0);
  header.writeUInt16BE(1, 2);
  header.writeUInt16BE(3, 4);
  header.writeUInt16BE(1, 6);
  header.writeUInt32BE(12, 8);
  return Buffer.concat([header, t]);
}

/** A name table: the original's copyright and licence, our family name, a description. */
function writeName(original) {
  const records = new Map();
  const count = original.readUInt16BE(2);
  const strings = original.readUInt16BE(4);
  for (let i = 0; i < count; i++) {
    const at = 6 + i * 12;
    const [platform, encoding, language, id] = [0, 2, 4, 6].map((o) =>
      original.readUInt16BE(at + o),
    );
    if (platform !== 3 || encoding !== 1 || language !== 0x409) continue;
    const start = strings + original.readUInt16BE(at + 10);
    const bytes = original.subarray(start, start + original.readUInt16BE(at + 8));
    records.set(id, Buffer.from(bytes).swap16().toString('utf16le'));
  }
  const names = new Map([
    [0, records.get(0) ?? ''],
    [1, FAMILY],
    [2, 'Bold'],
    [3, `${records.get(5) ?? ''};${POSTSCRIPT}`],
    [4, `${FAMILY} Bold`],
    [5, records.get(5) ?? ''],
    [6, POSTSCRIPT],
    [
      10,
      'GB 2312 subset of Noto Sans SC Bold for the offline AI engines of 好多AI, renamed as a Modified Version under the SIL Open Font License 1.1.',
    ],
    [13, records.get(13) ?? 'SIL Open Font License, Version 1.1'],
    [14, records.get(14) ?? 'https://openfontlicense.org'],
  ]);
  const encoded = [...names].map(([id, text]) => [id, Buffer.from(text, 'utf16le').swap16()]);
  const head = Buffer.alloc(6 + encoded.length * 12);
  head.writeUInt16BE(0, 0);
  head.writeUInt16BE(encoded.length, 2);
  head.writeUInt16BE(head.length, 4);
  let offset = 0;
  encoded.forEach(([id, bytes], i) => {
    const at = 6 + i * 12;
    [3, 1, 0x409, id, bytes.length, offset].forEach((v, k) => head.writeUInt16BE(v, at + k * 2));
    offset += bytes.length;
  });
  return Buffer.concat([head, ...encoded.map(([, bytes]) => bytes)]);
}

function subset(font) {
  const tables = readTables(font);
  const head = Buffer.from(tables.get('head'));
  const hhea = Buffer.from(tables.get('hhea'));
  const maxp = Buffer.from(tables.get('maxp'));
  const os2 = Buffer.from(tables.get('OS/2'));
  const longLoca = head.readInt16BE(50) === 1;
  const numGlyphs = maxp.readUInt16BE(4);
  const loca = tables.get('loca');
  const glyf = tables.get('glyf');
  const offsetOf = (g) => (longLoca ? loca.readUInt32BE(g * 4) : loca.readUInt16BE(g * 2) * 2);
  const glyphData = (g) => glyf.subarray(offsetOf(g), offsetOf(g + 1));
  const hmtx = tables.get('hmtx');
  const hMetrics = hhea.readUInt16BE(34);
  const metric = (g) =>
    g < hMetrics
      ? [hmtx.readUInt16BE(g * 4), hmtx.readInt16BE(g * 4 + 2)]
      : [
          hmtx.readUInt16BE((hMetrics - 1) * 4),
          hmtx.readInt16BE(hMetrics * 4 + (g - hMetrics) * 2),
        ];

  const cmap = readCmap(tables.get('cmap'));
  const pairs = wantedCodePoints()
    .filter((cp) => cmap.has(cp))
    .map((cp) => [cp, cmap.get(cp)]);
  // New glyph ids: .notdef, then the mapped glyphs in code point order, then components.
  const newId = new Map([[0, 0]]);
  const order = [0];
  const keep = (g) => {
    if (newId.has(g) || g >= numGlyphs) return;
    newId.set(g, order.length);
    order.push(g);
  };
  pairs.forEach(([, g]) => keep(g));
  for (let i = 0; i < order.length; i++)
    components(glyphData(order[i])).forEach((c) => keep(c.glyph));

  const glyphs = [];
  const offsets = [0];
  const metrics = Buffer.alloc(order.length * 4);
  order.forEach((g, i) => {
    const data = Buffer.from(glyphData(g));
    for (const c of components(data)) data.writeUInt16BE(newId.get(c.glyph), c.at);
    const padded = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);
    glyphs.push(padded);
    offsets.push(offsets.at(-1) + padded.length);
    const [advance, lsb] = metric(g);
    metrics.writeUInt16BE(advance, i * 4);
    metrics.writeInt16BE(lsb, i * 4 + 2);
  });
  const newLoca = Buffer.alloc(offsets.length * 4);
  offsets.forEach((o, i) => newLoca.writeUInt32BE(o, i * 4));
  head.writeInt16BE(1, 50);
  head.writeUInt32BE(0, 8);
  hhea.writeUInt16BE(order.length, 34);
  maxp.writeUInt16BE(order.length, 4);
  const bmp = pairs.map(([cp]) => cp).filter((cp) => cp <= 0xffff);
  os2.writeUInt16BE(bmp[0], 64);
  os2.writeUInt16BE(bmp.at(-1), 66);

  const out = new Map([
    ['OS/2', os2],
    ['cmap', writeCmap(pairs.map(([cp, g]) => [cp, newId.get(g)]))],
    ['glyf', Buffer.concat(glyphs)],
    ['head', head],
    ['hhea', hhea],
    ['hmtx', metrics],
    ['loca', newLoca],
    ['maxp', maxp],
    ['name', writeName(tables.get('name'))],
    ['post', Buffer.from(tables.get('post').subarray(0, 32))],
  ]);
  // post version 3 (no glyph names): the names of the original no longer match the ids.
  out.get('post').writeUInt32BE(0x00030000, 0);
  for (const tag of ['gasp', 'prep', 'cvt ', 'fpgm']) {
    if (tables.has(tag)) out.set(tag, Buffer.from(tables.get(tag)));
  }
  return {
    tables: new Map([...out].sort(([a], [b]) => (a < b ? -1 : 1))),
    glyphs: order.length,
    chars: pairs.length,
  };
}

/** The font as TrueType (for its checksum adjustment) and as WOFF 1.0. */
function write(tables) {
  const n = tables.size;
  const searchRange = 16 * 2 ** Math.floor(Math.log2(n));
  const directory = Buffer.alloc(12 + n * 16);
  directory.writeUInt32BE(0x00010000, 0);
  directory.writeUInt16BE(n, 4);
  directory.writeUInt16BE(searchRange, 6);
  directory.writeUInt16BE(Math.log2(searchRange / 16), 8);
  directory.writeUInt16BE(n * 16 - searchRange, 10);
  const pad = (b) => Buffer.concat([b, Buffer.alloc((4 - (b.length % 4)) % 4)]);
  let offset = directory.length;
  // Table checksums with head's checkSumAdjustment still 0, as the format wants.
  const sums = new Map([...tables].map(([tag, data]) => [tag, checksum(data)]));
  [...tables].forEach(([tag, data], i) => {
    const at = 12 + i * 16;
    directory.write(tag, at, 'latin1');
    directory.writeUInt32BE(sums.get(tag), at + 4);
    directory.writeUInt32BE(offset, at + 8);
    directory.writeUInt32BE(data.length, at + 12);
    offset += pad(data).length;
  });
  const ttf = Buffer.concat([directory, ...[...tables.values()].map(pad)]);
  const adjustment = (0xb1b0afba - checksum(ttf)) >>> 0;
  tables.get('head').writeUInt32BE(adjustment, 8);

  // WOFF 1.0: a header, a directory, then each table zlib-compressed when that is smaller.
  const entries = [...tables].map(([tag, data]) => {
    const compressed = zlib.deflateSync(data, { level: 9 });
    return { tag, data, stored: compressed.length < data.length ? compressed : data };
  });
  const header = Buffer.alloc(44 + n * 20);
  let at = header.length;
  entries.forEach((e, i) => {
    const d = 44 + i * 20;
    header.write(e.tag, d, 'latin1');
    header.writeUInt32BE(at, d + 4);
    header.writeUInt32BE(e.stored.length, d + 8);
    header.writeUInt32BE(e.data.length, d + 12);
    header.writeUInt32BE(sums.get(e.tag), d + 16);
    at += pad(e.stored).length;
  });
  header.writeUInt32BE(0x774f4646, 0); // "wOFF"
  header.writeUInt32BE(0x00010000, 4);
  header.writeUInt32BE(at, 8);
  header.writeUInt16BE(n, 12);
  header.writeUInt32BE(ttf.length, 16);
  header.writeUInt16BE(1, 20);
  return Buffer.concat([header, ...entries.map((e) => pad(e.stored))]);
}

const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'engine-font-'));
try {
  let source = process.argv[2];
  let licence = null;
  if (!source) {
    const tarball = execFileSync('npm', ['pack', PACKAGE, '--silent', '--pack-destination', temp], {
      encoding: 'utf8',
    })
      .trim()
      .split('\n')
      .pop();
    execFileSync('tar', ['xzf', path.join(temp, tarball), '-C', temp, SOURCE_FONT, SOURCE_LICENCE]);
    source = path.join(temp, SOURCE_FONT);
    licence = fs.readFileSync(path.join(temp, SOURCE_LICENCE), 'utf8');
  }
  const { tables, glyphs, chars } = subset(fs.readFileSync(source));
  const woff = write(tables);
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, `${POSTSCRIPT}.woff`), woff);
  if (licence) fs.writeFileSync(path.join(outDir, 'OFL.txt'), licence);
  console.log(
    `${POSTSCRIPT}.woff: ${chars} characters, ${glyphs} glyphs, ${(woff.length / 1024).toFixed(0)} KB`,
  );
} finally {
  fs.rmSync(temp, { recursive: true, force: true });
}
