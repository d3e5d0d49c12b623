import { describe, expect, it } from 'vitest';
import { trainClassifier } from '../model/classifier';
import { newVisionProject } from '../model/project';
import { trainMelodyModel } from '../music/markov';
import { PIANO_MIDI } from '../music/notes';
import {
  fileNameOf,
  MODEL_FILE_FORMAT,
  parseModelFile,
  parseProjectFile,
  projectFile,
  visionModelFile,
} from './model-file';

describe('model files', () => {
  const head = trainClassifier(
    [
      { features: [0, 1], label: 0 },
      { features: [1, 0], label: 1 },
    ],
    ['A', 'B'],
    { epochs: 2 },
  );

  it('round-trip a trained image model', () => {
    const project = { ...newVisionProject('image', '我的模型', ['A', 'B']), head };
    const file = visionModelFile(project)!;
    const parsed = parseModelFile(JSON.stringify(file));
    expect(parsed).toMatchObject({
      kind: 'image',
      name: '我的模型',
      extractor: 'mobilenet-v2-1280',
    });
    expect(parsed?.kind === 'image' && parsed.head.labels).toEqual(['A', 'B']);
  });

  it('refuse an untrained project, broken JSON, another format or a head of another model', () => {
    expect(visionModelFile(newVisionProject('image', 'x', ['A', 'B']))).toBeNull();
    expect(parseModelFile('{')).toBeNull();
    expect(parseModelFile(JSON.stringify({ format: 'other' }))).toBeNull();
    const wrongExtractor = {
      format: MODEL_FILE_FORMAT,
      version: 1,
      kind: 'pose',
      extractor: 'mobilenet-v2-1280',
      head,
    };
    expect(parseModelFile(JSON.stringify(wrongExtractor))).toBeNull();
    const badHead = {
      format: MODEL_FILE_FORMAT,
      version: 1,
      kind: 'image',
      extractor: 'mobilenet-v2-1280',
      head: { ...head, labels: ['A'] },
    };
    expect(parseModelFile(JSON.stringify(badHead))).toBeNull();
  });

  it('round-trip a music model', () => {
    const model = trainMelodyModel(PIANO_MIDI, [[60, 62, 64]]);
    const text = JSON.stringify({
      format: MODEL_FILE_FORMAT,
      version: 1,
      kind: 'music',
      name: 'm',
      melodies: [[60, 62, 64]],
      model,
    });
    expect(parseModelFile(text)).toMatchObject({ kind: 'music', melodies: [[60, 62, 64]] });
  });

  it('round-trip a project of the same lab only', () => {
    const text = JSON.stringify(projectFile('pose', { name: 'p' }));
    expect(parseProjectFile(text, 'pose')).toEqual({ name: 'p' });
    expect(parseProjectFile(text, 'image')).toBeNull();
  });

  it('make safe file names', () => {
    expect(fileNameOf('我的 模型/1', 'model')).toBe('我的_模型_1.model.json');
    expect(fileNameOf('', 'model')).toBe('model.model.json');
  });
});
