import { frequencyOf } from './notes';

/**
 * A small piano-like voice on WebAudio: a triangle wave with a quick attack and a soft decay.
 * One AudioContext for the page, made on the first note (browsers allow sound only after a
 * click, tap or key press).
 */
let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (typeof AudioContext === 'undefined') return null;
  context ??= new AudioContext();
  if (context.state === 'suspended') void context.resume();
  return context;
}

export function audioAvailable(): boolean {
  return typeof AudioContext !== 'undefined';
}

/** Plays one note now (or `delay` seconds from now) for `duration` seconds. */
export function playNote(midi: number, duration = 0.4, delay = 0): boolean {
  const ctx = audio();
  if (!ctx) return false;
  const start = ctx.currentTime + delay;
  const oscillator = ctx.createOscillator();
  const gain = ctx.createGain();
  oscillator.type = 'triangle';
  oscillator.frequency.value = frequencyOf(midi);
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(0.35, start + 0.015);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + duration);
  oscillator.connect(gain).connect(ctx.destination);
  oscillator.start(start);
  oscillator.stop(start + duration + 0.05);
  return true;
}

/**
 * Plays a melody, one note every `beat` seconds; `onNote` hears each note's position as it
 * sounds and -1 at the end. Returns a function that stops the highlighting (notes already
 * scheduled fade out by themselves).
 */
export function playMelody(
  notes: readonly number[],
  onNote: (index: number) => void,
  beat = 0.35,
): () => void {
  const timers: ReturnType<typeof setTimeout>[] = [];
  const ok = notes.every((midi, index) => playNote(midi, beat * 1.1, index * beat));
  if (!ok) {
    onNote(-1);
    return () => undefined;
  }
  notes.forEach((_, index) => timers.push(setTimeout(() => onNote(index), index * beat * 1000)));
  timers.push(setTimeout(() => onNote(-1), notes.length * beat * 1000));
  return () => {
    timers.forEach(clearTimeout);
    onNote(-1);
  };
}
