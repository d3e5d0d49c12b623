import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { labModel } from './lab-models';

const MODEL = '/api/v1/works-service/training/custom/model';
const head = {
  labels: ['举手', '放下'],
  mean: [0, 0],
  scale: [1, 1],
  layers: [{ inputs: 2, outputs: 2, weights: [1, 0, 0, 1], bias: [0, 0] }],
};

describe('labModel: the models /agent/code gives a smart app', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads class and saved models from the server (posture as the bridge’s pose)', async () => {
    mockApi({
      [`GET ${MODEL}`]: (url: URL) => ({
        kind: url.searchParams.get('modelId') === 'class:3' ? 'posture' : 'image',
        name: 'x',
        model: head,
        savedAt: '2026-11-01T08:00:00.000Z',
      }),
    });
    expect(await labModel('class:3')).toEqual({ kind: 'pose', head });
    expect(await labModel('saved:9')).toEqual({ kind: 'image', head });
  });

  it('answers null for music models, refusals and broken heads', async () => {
    mockApi({
      [`GET ${MODEL}`]: (url: URL) =>
        url.searchParams.get('modelId') === 'saved:1'
          ? { kind: 'music', name: 'x', model: { melodies: [], model: {} }, savedAt: '' }
          : { kind: 'image', name: 'x', model: { ...head, mean: [0] }, savedAt: '' },
    });
    expect(await labModel('saved:1')).toBeNull();
    expect(await labModel('saved:2')).toBeNull();
    mockApi({});
    expect(await labModel('class:4')).toBeNull();
  });

  it('looks other ids up in this browser’s lab projects (none here)', async () => {
    const fetchMock = mockApi({});
    expect(await labModel('5b1f6a3e-local')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
