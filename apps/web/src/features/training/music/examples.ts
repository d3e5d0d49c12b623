import { fromJianpu } from './notes';

/** Well-known children's songs a pupil can add as training melodies (public domain). */
export const EXAMPLE_MELODIES = [
  {
    id: 'twinkle',
    nameKey: 'twinkle',
    notes: fromJianpu(
      '1 1 5 5 6 6 5 4 4 3 3 2 2 1 5 5 4 4 3 3 2 5 5 4 4 3 3 2 1 1 5 5 6 6 5 4 4 3 3 2 2 1',
    ),
  },
  {
    id: 'ode',
    nameKey: 'ode',
    notes: fromJianpu('3 3 4 5 5 4 3 2 1 1 2 3 3 2 2 3 3 4 5 5 4 3 2 1 1 2 3 2 1 1'),
  },
  {
    id: 'tigers',
    nameKey: 'tigers',
    notes: fromJianpu('1 2 3 1 1 2 3 1 3 4 5 3 4 5 5 6 5 4 3 1 5 6 5 4 3 1 2 5 1 2 5 1'),
  },
  {
    id: 'scale',
    nameKey: 'scale',
    notes: fromJianpu("1 2 3 4 5 6 7 1' 2' 3' 2' 1' 7 6 5 4 3 2 1"),
  },
] as const;

export type TExampleMelodyKey = (typeof EXAMPLE_MELODIES)[number]['nameKey'];
