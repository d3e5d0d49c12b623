import type { TMusicInstrument } from '@haoduo/contract';
import type { TPart, TScore } from './compose';
import { GM_PROGRAM } from './theory';

/**
 * A Standard MIDI File, format 1: a tempo track and one track per part (melody, chords,
 * bass on their channels with General MIDI programs; drums on channel 10).
 */

export const TICKS_PER_BEAT = 480;

function variableLength(value: number): number[] {
  const bytes = [value & 0x7f];
  let rest = value >>> 7;
  while (rest > 0) {
    bytes.unshift((rest & 0x7f) | 0x80);
    rest >>>= 7;
  }
  return bytes;
}

function chunk(type: string, body: number[]): Buffer {
  const header = Buffer.alloc(8);
  header.write(type, 0, 'ascii');
  header.writeUInt32BE(body.length, 4);
  return Buffer.concat([header, Buffer.from(body)]);
}

function textEvent(kind: number, text: string): number[] {
  const bytes = [...Buffer.from(text, 'utf8')];
  return [0xff, kind, ...variableLength(bytes.length), ...bytes];
}

interface TEvent {
  tick: number;
  order: number;
  bytes: number[];
}

function track(events: TEvent[]): Buffer {
  events.sort((a, b) => a.tick - b.tick || a.order - b.order);
  const body: number[] = [];
  let last = 0;
  for (const e of events) {
    body.push(...variableLength(e.tick - last), ...e.bytes);
    last = e.tick;
  }
  body.push(0, 0xff, 0x2f, 0x00);
  return chunk('MTrk', body);
}

const CHANNEL: Record<Exclude<TPart, 'drums'>, number> = { melody: 0, chords: 1, bass: 2 };
const NAMES: Record<TPart, string> = {
  melody: 'Melody',
  chords: 'Chords',
  bass: 'Bass',
  drums: 'Drums',
};

/** Sharps (positive) or flats (negative) of the key: the circle of fifths. */
function keySignature(score: TScore): number {
  const majorRoot = score.minor ? (score.root + 3) % 12 : score.root;
  const fifths = (majorRoot * 7) % 12;
  return fifths > 6 ? fifths - 12 : fifths;
}

export function encodeMidi(score: TScore, title: string): Buffer {
  const microsPerBeat = Math.round(60_000_000 / score.tempo);
  const tempoTrack = track([
    { tick: 0, order: 0, bytes: textEvent(0x03, title) },
    {
      tick: 0,
      order: 1,
      bytes: [
        0xff,
        0x51,
        0x03,
        (microsPerBeat >> 16) & 255,
        (microsPerBeat >> 8) & 255,
        microsPerBeat & 255,
      ],
    },
    { tick: 0, order: 2, bytes: [0xff, 0x58, 0x04, 4, 2, 24, 8] },
    {
      tick: 0,
      order: 3,
      bytes: [0xff, 0x59, 0x02, keySignature(score) & 0xff, score.minor ? 1 : 0],
    },
  ]);
  const parts: TPart[] = ['melody', 'chords', 'bass', 'drums'];
  const tracks = parts.map((part) => {
    const channel = part === 'drums' ? 9 : CHANNEL[part];
    const program: number =
      part === 'bass'
        ? 33
        : part === 'drums'
          ? 0
          : GM_PROGRAM[score.instrument as TMusicInstrument];
    const events: TEvent[] = [
      { tick: 0, order: 0, bytes: textEvent(0x03, NAMES[part]) },
      { tick: 0, order: 1, bytes: [0xc0 | channel, program] },
    ];
    for (const note of score.notes.filter((n) => n.part === part)) {
      const on = Math.round(note.start * TICKS_PER_BEAT);
      const off = Math.max(on + 1, Math.round((note.start + note.length) * TICKS_PER_BEAT));
      events.push({
        tick: on,
        order: 3,
        bytes: [0x90 | channel, note.pitch & 0x7f, note.velocity & 0x7f],
      });
      events.push({ tick: off, order: 2, bytes: [0x80 | channel, note.pitch & 0x7f, 0] });
    }
    return track(events);
  });
  const header = Buffer.alloc(6);
  header.writeUInt16BE(1, 0);
  header.writeUInt16BE(tracks.length + 1, 2);
  header.writeUInt16BE(TICKS_PER_BEAT, 4);
  return Buffer.concat([chunk('MThd', [...header]), tempoTrack, ...tracks]);
}
