/**
 * Counts repetitions of an exercise between two poses: one repetition is the body going from
 * the start pose to the end pose and back. A pose counts only when the model is sure of it
 * (`threshold`), so flickering guesses in between do not count twice.
 */
export interface TRepCounter {
  count: number;
  /** The pose the counter saw last: the start, the end, or none yet. */
  phase: 'start' | 'end' | 'none';
}

export const newRepCounter = (): TRepCounter => ({ count: 0, phase: 'none' });

export function updateRepCounter(
  counter: TRepCounter,
  probabilities: number[],
  startPose: number,
  endPose: number,
  threshold = 0.7,
): TRepCounter {
  const start = (probabilities[startPose] ?? 0) >= threshold;
  const end = (probabilities[endPose] ?? 0) >= threshold;
  if (start && counter.phase === 'end') return { count: counter.count + 1, phase: 'start' };
  if (start && counter.phase === 'none') return { ...counter, phase: 'start' };
  if (end && counter.phase === 'start') return { ...counter, phase: 'end' };
  return counter;
}
