/**
 * Deterministic randomness for the offline engines: the same prompt and seed always give
 * the same numbers (and so the same bytes).
 */

/** 32-bit FNV-1a hash of a string. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export interface TRandom {
  /** A float in [0, 1). */
  next(): number;
  /** A float in [min, max). */
  range(min: number, max: number): number;
  /** An integer in [min, max] inclusive. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** A new generator whose stream does not depend on how much of this one was used. */
  fork(label: string): TRandom;
}

/** mulberry32, seeded from the prompt and the seed. */
export function createRandom(seed: number, label = ''): TRandom {
  let state = (hashString(label) ^ Math.imul(seed >>> 0, 0x9e3779b1)) >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const random: TRandom = {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)]!;
    },
    chance: (probability) => next() < probability,
    fork: (forkLabel) => createRandom(seed, `${label}/${forkLabel}`),
  };
  return random;
}

/** The generator for one request: prompt and seed together. */
export function randomFor(prompt: string, seed: number, engine: string): TRandom {
  return createRandom((hashString(prompt) ^ seed) >>> 0, engine);
}
