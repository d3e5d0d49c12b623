/** One note of a piece: its pitch (MIDI number), when it sounds (seconds) and its channel. */
export interface TMidiNote {
  pitch: number;
  start: number;
  end: number;
  channel: number;
}

const DRUMS = 9;

/**
 * The pitched notes of a Standard MIDI File (format 0 or 1), in seconds, by the file's tempo
 * map; drums (channel 10) left out. Throws on a file that is not MIDI.
 */
export function midiNotes(buffer: ArrayBuffer): TMidiNote[] {
  const data = new DataView(buffer);
  const text = (at: number) => String.fromCharCode(...new Uint8Array(buffer, at, 4));
  if (data.byteLength < 14 || text(0) !== 'MThd') throw new Error('not a MIDI file');
  const division = data.getUint16(12);
  if (division & 0x8000) throw new Error('SMPTE time is not supported');

  const tempos: { tick: number; micros: number }[] = [];
  const raw: { pitch: number; on: number; off: number; channel: number }[] = [];
  let at = 8 + data.getUint32(4);
  while (at + 8 <= data.byteLength) {
    const end = Math.min(data.byteLength, at + 8 + data.getUint32(at + 4));
    if (text(at) === 'MTrk') readTrack(data, at + 8, end, tempos, raw);
    at = end;
  }

  tempos.sort((a, b) => a.tick - b.tick);
  const seconds = (tick: number) => {
    let time = 0;
    let last = 0;
    let micros = 500_000;
    for (const tempo of tempos) {
      if (tempo.tick >= tick) break;
      time += ((tempo.tick - last) * micros) / division / 1e6;
      last = tempo.tick;
      micros = tempo.micros;
    }
    return time + ((tick - last) * micros) / division / 1e6;
  };
  return raw
    .map((n) => ({ pitch: n.pitch, start: seconds(n.on), end: seconds(n.off), channel: n.channel }))
    .sort((a, b) => a.start - b.start || a.pitch - b.pitch);
}

function readTrack(
  data: DataView,
  start: number,
  end: number,
  tempos: { tick: number; micros: number }[],
  notes: { pitch: number; on: number; off: number; channel: number }[],
): void {
  let at = start;
  let tick = 0;
  let status = 0;
  const open = new Map<number, number>();
  const varLength = () => {
    let value = 0;
    for (let i = 0; i < 4 && at < end; i++) {
      const byte = data.getUint8(at++);
      value = (value << 7) | (byte & 0x7f);
      if (!(byte & 0x80)) break;
    }
    return value;
  };
  while (at < end) {
    tick += varLength();
    let byte = data.getUint8(at);
    if (byte & 0x80) at++;
    else byte = status;
    if (byte === 0xff) {
      const type = data.getUint8(at++);
      const length = varLength();
      if (type === 0x51 && length === 3) {
        tempos.push({ tick, micros: (data.getUint8(at) << 16) | data.getUint16(at + 1) });
      }
      at += length;
      continue;
    }
    if (byte === 0xf0 || byte === 0xf7) {
      at += varLength();
      continue;
    }
    status = byte;
    const kind = byte & 0xf0;
    const channel = byte & 0x0f;
    if (kind === 0xc0 || kind === 0xd0) {
      at += 1;
      continue;
    }
    const pitch = data.getUint8(at);
    const velocity = data.getUint8(at + 1);
    at += 2;
    if (channel === DRUMS) continue;
    const key = channel * 128 + pitch;
    if (kind === 0x90 && velocity > 0) {
      if (!open.has(key)) open.set(key, tick);
    } else if (kind === 0x80 || kind === 0x90) {
      const on = open.get(key);
      if (on !== undefined) {
        notes.push({ pitch, on, off: tick, channel });
        open.delete(key);
      }
    }
  }
}
