/**
 * The first font of a TrueType collection (.ttc, as Debian's CJK fonts ship) as a plain font
 * file: its table directory with the tables copied after it. pdf-lib embeds single fonts only.
 */
export function firstFontOfCollection(ttc: Buffer): Buffer {
  if (ttc.toString('latin1', 0, 4) !== 'ttcf') return ttc;
  const start = ttc.readUInt32BE(12);
  const numTables = ttc.readUInt16BE(start + 4);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = start + 12 + i * 16;
    const offset = ttc.readUInt32BE(at + 8);
    return {
      record: ttc.subarray(at, at + 8),
      data: ttc.subarray(offset, offset + ttc.readUInt32BE(at + 12)),
    };
  });
  const padded = (n: number) => (n + 3) & ~3;
  const headerLength = 12 + 16 * numTables;
  const out = Buffer.alloc(tables.reduce((sum, t) => sum + padded(t.data.length), headerLength));
  ttc.copy(out, 0, start, start + 12);
  let offset = headerLength;
  tables.forEach((table, i) => {
    const at = 12 + i * 16;
    table.record.copy(out, at);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(table.data.length, at + 12);
    table.data.copy(out, offset);
    offset += padded(table.data.length);
  });
  return out;
}
