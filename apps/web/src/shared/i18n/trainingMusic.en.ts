import type { TCatalogue } from './zh-CN';

/** Texts of the music lab (/ai/training/music). English catalogue. */
export const trainingMusicEn: TCatalogue['trainingMusic'] = {
  intro:
    'Teach the computer to write tunes: play some tunes you like, the computer counts which note tends to follow which, then writes new tunes the same way.',
  defaultName: 'My music model',
  collectHelp:
    'Play with the mouse, your finger, or the letters shown on the keys of your keyboard. Play a tune, then add it to the training.',
  piano: 'Piano',
  record: 'Record a tune',
  recording: 'Recording: play some notes ({{count}} so far)',
  finish: 'Done, add it',
  discard: 'Throw it away',
  tooShort: 'A tune needs at least 3 notes.',
  melodies: 'Training tunes ({{count}})',
  melody: 'Tune {{n}}',
  noMelodies: 'No tunes yet. Play one, or add an example song.',
  examples: 'Add an example song:',
  example: {
    twinkle: 'Twinkle Twinkle',
    ode: 'Ode to Joy',
    tigers: 'Two Tigers',
    scale: 'Scale',
  },
  play: 'Play',
  stop: 'Stop',
  delete: 'Delete',
  trainHelp:
    'The computer counts which note most often comes after each note. The result is a "note chain table".',
  train: 'Start training',
  retrain: 'Train again',
  needMelody: 'Add at least one tune before training.',
  stale: 'Your tunes changed. Train again.',
  trained: 'Training done! The computer counted {{steps}} note steps in {{melodies}} tunes.',
  matrixTitle: 'What the computer learnt: the note chain table',
  matrixHelp:
    'Each row is "this note", each column "the next note". The bluer the square, the more often those two notes come together.',
  matrixCell: '{{from}} then {{to}}: {{percent}}%',
  from: 'This note',
  to: 'Next note',
  composeHelp:
    'The computer starts on a usual first note, then picks each next note by the chances in the table.',
  length: 'Length',
  notes: '{{count}} notes',
  creativity: 'Creativity',
  safe: 'Safe',
  bold: 'Bold',
  compose: 'Write a new tune',
  composeAgain: 'Write another',
  composed: 'The tune the computer wrote',
  needTraining: 'Train the model before writing a tune.',
  playing: 'Playing…',
  audioFailed: 'This browser cannot play sound.',
};
