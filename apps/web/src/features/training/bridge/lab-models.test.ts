import { trainingEndpoints, type TTrainingModelAnswer } from '@haoduo/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, mockServer } from '@haoduo/contract/testing';
import { labModel } from './lab-models';

const head = {
  labels: ['举手', '放下'],
  mean: [0, 0],
  scale: [1, 1],
  layers: [{ inputs: 2, outputs: 2, weights: [1, 0, 0, 1], bias: [0, 0] }],
};

/** Answers the server would never give: the bridge must refuse them. */
const malformed = (answer: unknown) => answer as TTrainingModelAnswer;

describe('labModel: the models /agent/code gives a smart app', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads class and saved models from the server (posture as the bridge’s pose)', async () => {
    mockServer(
      answer(trainingEndpoints.model, ({ query }) => ({
        kind: query.get('modelId') === 'class:3' ? ('posture' as const) : ('image' as const),
        name: 'x',
        model: head,
        savedAt: '2026-11-01T08:00:00.000Z',
      })),
    );
    expect(await labModel('class:3')).toEqual({ kind: 'pose', head });
    expect(await labModel('saved:9')).toEqual({ kind: 'image', head });
  });

  it('answers null for music models, refusals and broken heads', async () => {
    mockServer(
      answer(trainingEndpoints.model, ({ query }) =>
        query.get('modelId') === 'saved:1'
          ? malformed({ kind: 'music', name: 'x', model: { melodies: [], model: {} }, savedAt: '' })
          : malformed({ kind: 'image', name: 'x', model: { ...head, mean: [0] }, savedAt: '' }),
      ),
    );
    expect(await labModel('saved:1')).toBeNull();
    expect(await labModel('saved:2')).toBeNull();
    mockServer();
    expect(await labModel('class:4')).toBeNull();
  });

  it('looks other ids up in this browser’s lab projects (none here)', async () => {
    const server = mockServer();
    expect(await labModel('5b1f6a3e-local')).toBeNull();
    expect(server.calls).toHaveLength(0);
  });
});
