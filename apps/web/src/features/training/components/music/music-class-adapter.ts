import {
  TrainingClassLimit,
  type TTrainingModelAnswer,
  type TTrainingMusicModel,
} from '@haoduo/contract';
import { newId } from '../../model/project';
import { trainMelodyModel } from '../../music/markov';
import { PIANO_MIDI } from '../../music/notes';
import type { TClassProjectAdapter, TShareableSample } from '../class-project-panel';
import { musicServerModel, type TMusicProject } from './use-music-project';

const isMusicModel = (model: TTrainingModelAnswer['model']): model is TTrainingMusicModel =>
  'melodies' in model;

/** A melody's own id for sharing: the same notes are given once. */
const melodyId = (notes: readonly number[]) => `melody:${notes.join(',')}`;

/**
 * The music lab in a class project: its samples are melodies (note sequences of 2 to 64 notes,
 * longer ones cut). The lab has no categories, so melodies go into the project's first one;
 * loading the class's samples gives a new project of all its melodies, counted when trained.
 */
export function musicClassAdapter(
  project: TMusicProject,
  replace: (next: TMusicProject) => void,
  defaultCategory: string,
): TClassProjectAdapter {
  return {
    kind: 'music',
    categoryNames: [defaultCategory],
    shareable: () =>
      project.melodies
        .filter((melody) => melody.length >= TrainingClassLimit.NOTES_MIN)
        .map((melody): TShareableSample => ({
          localId: melodyId(melody),
          categoryName: null,
          sample: { notes: melody.slice(0, TrainingClassLimit.NOTES_MAX) },
        })),
    loadAll: async (detail, onProgress) => {
      const melodies = detail.samples
        .map((sample) => sample.notes)
        .filter((notes): notes is number[] => notes !== null && notes.length > 0);
      replace({
        id: newId(),
        kind: 'music',
        name: detail.project.name,
        melodies,
        model: null,
        stale: false,
        updatedAt: Date.now(),
      });
      onProgress(detail.samples.length, detail.samples.length);
      // They are the class's already: not given again.
      return Promise.resolve(melodies.map(melodyId));
    },
    model: () => (project.stale ? null : musicServerModel(project)),
    accuracy: () => null,
    useModel: (answer) => {
      if (!isMusicModel(answer.model)) return;
      const { melodies } = answer.model;
      replace({
        id: newId(),
        kind: 'music',
        name: answer.name,
        melodies,
        // Counted again from the melodies, on this piano: the same as the saved chain.
        model: trainMelodyModel(PIANO_MIDI, melodies),
        stale: false,
        updatedAt: Date.now(),
      });
    },
  };
}
