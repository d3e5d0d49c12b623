import { describe, expect, it, vi } from 'vitest';
import { trainClassifier } from '../model/classifier';
import {
  answer,
  BridgeMessage,
  bridgeSnippet,
  isBridgeRequest,
  type TBridgeRequest,
} from './model-bridge';

const head = trainClassifier(
  [
    { features: [1, 0], label: 0 },
    { features: [0, 1], label: 1 },
  ],
  ['猫', '狗'],
  { epochs: 50 },
);

const image = { width: 1, height: 1, data: new Uint8ClampedArray(4) } as unknown as ImageData;
const request: TBridgeRequest = { type: BridgeMessage.PREDICT, id: 'r1', modelId: 'm1', image };

describe('smart-app model bridge', () => {
  it('recognises requests', () => {
    expect(isBridgeRequest(request)).toBe(true);
    expect(isBridgeRequest({ ...request, image: 'x' })).toBe(false);
    expect(isBridgeRequest({ type: 'other' })).toBe(false);
  });

  it('answers with the labels, probabilities and the best label', async () => {
    const features = vi.fn(async () => ({ features: [0, 1] }));
    const result = await answer(request, async () => ({ kind: 'image', head }), features);
    expect(features).toHaveBeenCalledWith('image', image);
    expect(result).toMatchObject({
      type: BridgeMessage.RESULT,
      id: 'r1',
      ok: true,
      labels: ['猫', '狗'],
      label: '狗',
    });
    expect(result.ok && result.confidence).toBeGreaterThan(0.5);
  });

  it('says when the model is missing or fails', async () => {
    const none = await answer(request, async () => null, vi.fn());
    expect(none).toEqual({
      type: BridgeMessage.RESULT,
      id: 'r1',
      ok: false,
      error: 'model-not-found',
    });
    const broken = await answer(
      request,
      async () => ({ kind: 'pose', head }),
      async () => {
        throw new Error('x');
      },
    );
    expect(broken).toMatchObject({ ok: false, error: 'prediction-failed' });
  });

  it('gives the app a helper naming the model', () => {
    expect(bridgeSnippet('abc')).toContain("modelId: 'abc'");
  });
});
