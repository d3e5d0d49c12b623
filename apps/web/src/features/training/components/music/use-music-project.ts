import { TrainingClassLimit, type TTrainingMusicModel } from '@haoduo/contract';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newId } from '../../model/project';
import { trainMelodyModel, type TMelodyModel } from '../../music/markov';
import { PIANO_MIDI } from '../../music/notes';
import type { TModelFile } from '../../storage/model-file';
import type { TProjectActions } from '../project-bar';

export interface TMusicProject {
  id: string;
  kind: 'music';
  name: string;
  melodies: number[][];
  model: TMelodyModel | null;
  stale: boolean;
  updatedAt: number;
}

const isMelodies = (value: unknown): value is number[][] =>
  Array.isArray(value) &&
  value.every(
    (melody) => Array.isArray(melody) && melody.every((midi) => PIANO_MIDI.includes(midi)),
  );

/** A saved or imported music project, checked; its model is counted again from the melodies. */
export function asMusicProject(value: unknown): TMusicProject | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (record.kind !== 'music' || typeof record.id !== 'string' || typeof record.name !== 'string')
    return null;
  if (!isMelodies(record.melodies)) return null;
  const trained = record.model !== null && record.model !== undefined;
  return {
    id: record.id,
    kind: 'music',
    name: record.name,
    melodies: record.melodies,
    model: trained ? trainMelodyModel(PIANO_MIDI, record.melodies) : null,
    stale: false,
    updatedAt: typeof record.updatedAt === 'number' ? record.updatedAt : Date.now(),
  };
}

/** The trained music model as the server keeps it (melodies of at most 64 notes). */
export function musicServerModel(project: TMusicProject): TTrainingMusicModel | null {
  if (!project.model) return null;
  return {
    melodies: project.melodies.map((melody) => melody.slice(0, TrainingClassLimit.NOTES_MAX)),
    model: project.model,
  };
}

/** The music lab's project: its melodies, its counted model, and the project bar's actions. */
export function useMusicProject() {
  const { t } = useTranslation();
  const fresh = useCallback(
    (): TMusicProject => ({
      id: newId(),
      kind: 'music',
      name: t('trainingMusic.defaultName'),
      melodies: [],
      model: null,
      stale: false,
      updatedAt: Date.now(),
    }),
    [t],
  );
  const [project, setProject] = useState<TMusicProject>(fresh);

  const update = useCallback((change: (current: TMusicProject) => Partial<TMusicProject>) => {
    setProject((current) => ({ ...current, ...change(current), updatedAt: Date.now() }));
  }, []);

  const setMelodies = useCallback(
    (change: (melodies: number[][]) => number[][]) =>
      update((current) => ({ melodies: change(current.melodies), stale: current.model !== null })),
    [update],
  );

  const train = useCallback(
    () =>
      update((current) => ({
        model: trainMelodyModel(PIANO_MIDI, current.melodies),
        stale: false,
      })),
    [update],
  );

  const modelFile = (): Promise<TModelFile | null> =>
    import('../../storage/model-file').then((files) =>
      files.musicModelFile(project.name, project.melodies, project.model),
    );

  const barProps: TProjectActions = {
    kind: 'music',
    id: project.id,
    name: project.name,
    onRename: (name) => update(() => ({ name })),
    snapshot: () => project,
    restore: async (value) => {
      const restored = asMusicProject(value);
      if (restored) setProject(restored);
      return restored !== null;
    },
    modelFile,
    sampleCount: project.melodies.length,
    serverModel: () => musicServerModel(project),
    importModel: (file) => {
      if (file.kind !== 'music') return false;
      setProject({
        id: newId(),
        kind: 'music',
        name: file.name || project.name,
        melodies: file.melodies,
        model: file.model,
        stale: false,
        updatedAt: Date.now(),
      });
      return true;
    },
    onNew: () => setProject(fresh()),
  };

  return { project, setProject, setMelodies, train, barProps };
}
