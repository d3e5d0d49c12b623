import type { TMusicInstrument } from '@haoduo/contract';
import type { TRandom } from '../../shared/random';
import { DRUM, type TNote, type TScore } from './compose';

/**
 * Renders a score to stereo samples: wavetable voices (additive harmonics, one cycle
 * precomputed per timbre), FM bells for the music box, Karplus-Strong for the guitar,
 * ADSR envelopes, synthesised drums, a light echo, and a soft limiter.
 */

export const SAMPLE_RATE = 44_100;
const TABLE = 2048;

interface TVoice {
  table: Float32Array;
  attack: number;
  decay: number;
  sustain: number;
  release: number;
  /** Exponential fade while held, per second (pianos and bells fade). */
  fade: number;
  vibrato: number;
  gain: number;
}

function table(harmonics: number[]): Float32Array {
  const out = new Float32Array(TABLE + 1);
  let peak = 0;
  for (let i = 0; i <= TABLE; i++) {
    let v = 0;
    harmonics.forEach((amp, h) => (v += amp * Math.sin((2 * Math.PI * (h + 1) * i) / TABLE)));
    out[i] = v;
    peak = Math.max(peak, Math.abs(v));
  }
  for (let i = 0; i <= TABLE; i++) out[i]! /= peak;
  return out;
}

const VOICES: Record<TMusicInstrument | 'bass', TVoice> = {
  piano: {
    table: table([1, 0.45, 0.25, 0.12, 0.08, 0.04]),
    attack: 0.005,
    decay: 0.3,
    sustain: 0.5,
    release: 0.25,
    fade: 1.6,
    vibrato: 0,
    gain: 0.5,
  },
  musicbox: {
    table: table([1, 0, 0, 0.35, 0, 0, 0, 0.12]),
    attack: 0.002,
    decay: 0.15,
    sustain: 0.3,
    release: 0.4,
    fade: 2.6,
    vibrato: 0,
    gain: 0.45,
  },
  flute: {
    table: table([1, 0.2, 0.06, 0.02]),
    attack: 0.06,
    decay: 0.1,
    sustain: 0.85,
    release: 0.12,
    fade: 0,
    vibrato: 0.004,
    gain: 0.45,
  },
  strings: {
    table: table([1, 0.5, 0.33, 0.25, 0.2, 0.16, 0.14, 0.12]),
    attack: 0.14,
    decay: 0.2,
    sustain: 0.85,
    release: 0.35,
    fade: 0,
    vibrato: 0.005,
    gain: 0.35,
  },
  guitar: {
    table: table([1, 0.6, 0.3]),
    attack: 0.003,
    decay: 0.2,
    sustain: 0.4,
    release: 0.2,
    fade: 2,
    vibrato: 0,
    gain: 0.5,
  },
  synth: {
    table: table([1, 0, 0.33, 0, 0.2, 0, 0.14, 0, 0.11]),
    attack: 0.01,
    decay: 0.12,
    sustain: 0.7,
    release: 0.08,
    fade: 0.4,
    vibrato: 0.002,
    gain: 0.32,
  },
  organ: {
    table: table([1, 0.7, 0.5, 0.4, 0, 0.3, 0, 0.25]),
    attack: 0.02,
    decay: 0.05,
    sustain: 0.95,
    release: 0.1,
    fade: 0,
    vibrato: 0,
    gain: 0.3,
  },
  bass: {
    table: table([1, 0.35, 0.1]),
    attack: 0.01,
    decay: 0.2,
    sustain: 0.7,
    release: 0.12,
    fade: 0.6,
    vibrato: 0,
    gain: 0.55,
  },
};

const PAN: Record<string, number> = { melody: 0.1, chords: -0.25, bass: 0, drums: 0.05 };

const frequency = (pitch: number) => 440 * 2 ** ((pitch - 69) / 12);

export interface TRendered {
  left: Float32Array;
  right: Float32Array;
  seconds: number;
}

export function renderScore(score: TScore, rng: TRandom): TRendered {
  const secondsPerBeat = 60 / score.tempo;
  const tail = 1.5;
  const seconds = score.bars * 4 * secondsPerBeat + tail;
  const frames = Math.ceil(seconds * SAMPLE_RATE);
  const left = new Float32Array(frames);
  const right = new Float32Array(frames);
  const noise = new Float32Array(SAMPLE_RATE);
  for (let i = 0; i < noise.length; i++) noise[i] = rng.next() * 2 - 1;

  for (const note of score.notes) {
    const start = Math.floor(note.start * secondsPerBeat * SAMPLE_RATE);
    const gainL = Math.cos(((PAN[note.part]! + 1) * Math.PI) / 4);
    const gainR = Math.sin(((PAN[note.part]! + 1) * Math.PI) / 4);
    const velocity = note.velocity / 127;
    if (note.part === 'drums') {
      drum(note, start, velocity, left, right, noise, gainL, gainR);
      continue;
    }
    const instrument = note.part === 'bass' ? 'bass' : score.instrument;
    const level = velocity * (note.part === 'chords' ? 0.45 : note.part === 'bass' ? 0.8 : 1);
    if (instrument === 'guitar')
      pluck(note, start, level, secondsPerBeat, left, right, noise, gainL, gainR);
    else tone(VOICES[instrument], note, start, level, secondsPerBeat, left, right, gainL, gainR);
  }
  echo(
    left,
    right,
    0.28,
    score.mood === 'calm' || score.mood === 'mysterious' || score.mood === 'sad' ? 0.32 : 0.18,
  );
  limit(left, right);
  return { left, right, seconds };
}

function tone(
  v: TVoice,
  note: TNote,
  start: number,
  level: number,
  spb: number,
  left: Float32Array,
  right: Float32Array,
  gl: number,
  gr: number,
): void {
  const held = note.length * spb;
  const total = Math.floor((held + v.release) * SAMPLE_RATE);
  const f = frequency(note.pitch);
  const step = (f * TABLE) / SAMPLE_RATE;
  const attack = v.attack * SAMPLE_RATE;
  const decay = v.decay * SAMPLE_RATE;
  const heldFrames = held * SAMPLE_RATE;
  const releaseFrames = v.release * SAMPLE_RATE;
  let phase = 0;
  const amp = v.gain * level;
  for (let i = 0; i < total && start + i < left.length; i++) {
    let env: number;
    if (i < attack) env = i / attack;
    else if (i < attack + decay) env = 1 - (1 - v.sustain) * ((i - attack) / decay);
    else env = v.sustain;
    if (v.fade > 0) env *= Math.exp((-v.fade * i) / SAMPLE_RATE);
    if (i > heldFrames) env *= Math.max(0, 1 - (i - heldFrames) / releaseFrames);
    const index = phase | 0;
    const frac = phase - index;
    const sample = (v.table[index]! + (v.table[index + 1]! - v.table[index]!) * frac) * env * amp;
    left[start + i]! += sample * gl;
    right[start + i]! += sample * gr;
    const wobble = v.vibrato ? 1 + v.vibrato * Math.sin((2 * Math.PI * 5.5 * i) / SAMPLE_RATE) : 1;
    phase += step * wobble;
    if (phase >= TABLE) phase -= TABLE;
  }
}

/** Karplus-Strong: a noise burst in a delay line, averaged: a plucked string. */
function pluck(
  note: TNote,
  start: number,
  level: number,
  spb: number,
  left: Float32Array,
  right: Float32Array,
  noise: Float32Array,
  gl: number,
  gr: number,
): void {
  const period = Math.max(2, Math.round(SAMPLE_RATE / frequency(note.pitch)));
  const line = new Float32Array(period);
  for (let i = 0; i < period; i++) line[i] = noise[(note.pitch * 97 + i) % noise.length]!;
  const total = Math.floor((note.length * spb + 0.3) * SAMPLE_RATE);
  let index = 0;
  for (let i = 0; i < total && start + i < left.length; i++) {
    const next = (index + 1) % period;
    const sample = line[index]!;
    line[index] = 0.996 * 0.5 * (sample + line[next]!);
    index = next;
    const out = sample * level * 0.45;
    left[start + i]! += out * gl;
    right[start + i]! += out * gr;
  }
}

function drum(
  note: TNote,
  start: number,
  velocity: number,
  left: Float32Array,
  right: Float32Array,
  noise: Float32Array,
  gl: number,
  gr: number,
): void {
  const length = note.pitch === DRUM.CRASH ? 1.2 : note.pitch === DRUM.HAT ? 0.06 : 0.35;
  const total = Math.floor(length * SAMPLE_RATE);
  let phase = 0;
  let previous = 0;
  for (let i = 0; i < total && start + i < left.length; i++) {
    const t = i / SAMPLE_RATE;
    const n = noise[(i * 7 + note.pitch * 131) % noise.length]!;
    let s: number;
    if (note.pitch === DRUM.KICK) {
      phase += (2 * Math.PI * (45 + 110 * Math.exp(-t * 30))) / SAMPLE_RATE;
      s = Math.sin(phase) * Math.exp(-t * 9) * 0.9;
    } else if (note.pitch === DRUM.SNARE) {
      phase += (2 * Math.PI * 185) / SAMPLE_RATE;
      s = (n * 0.55 + Math.sin(phase) * 0.35) * Math.exp(-t * 18);
    } else if (note.pitch === DRUM.TOM) {
      phase += (2 * Math.PI * (95 + 40 * Math.exp(-t * 12))) / SAMPLE_RATE;
      s = Math.sin(phase) * Math.exp(-t * 7) * 0.7;
    } else {
      // Hi-hat and cymbal: noise with its low part taken away.
      const high = n - previous;
      previous = n;
      s = high * (note.pitch === DRUM.CRASH ? Math.exp(-t * 3) * 0.25 : Math.exp(-t * 60) * 0.3);
    }
    const out = s * velocity * 0.6;
    left[start + i]! += out * gl;
    right[start + i]! += out * gr;
  }
}

/** A ping-pong echo for a little space. */
function echo(
  left: Float32Array,
  right: Float32Array,
  delaySeconds: number,
  feedback: number,
): void {
  const d = Math.floor(delaySeconds * SAMPLE_RATE);
  for (let i = d; i < left.length; i++) {
    left[i]! += right[i - d]! * feedback;
    right[i]! += left[i - d]! * feedback * 0.9;
  }
}

/** Soft-clips and normalises the peak to -1 dBFS. */
function limit(left: Float32Array, right: Float32Array): void {
  let peak = 1e-9;
  for (let i = 0; i < left.length; i++) {
    left[i] = Math.tanh(left[i]!);
    right[i] = Math.tanh(right[i]!);
    peak = Math.max(peak, Math.abs(left[i]!), Math.abs(right[i]!));
  }
  const gain = 0.89 / peak;
  for (let i = 0; i < left.length; i++) {
    left[i]! *= gain;
    right[i]! *= gain;
  }
}
