import type { TAiJob } from '@haoduo/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as Three from 'three';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render';
import { JobResult } from './job-result';

// The 3D viewer with a stand-in for WebGL and the model loader: each test says whether the
// browser has WebGL and whether the model loads.
const three = vi.hoisted(() => ({
  webgl: true,
  loads: [] as boolean[],
  requested: [] as string[],
}));
vi.mock('three', async (original) => {
  const actual = await original<typeof Three>();
  class FakeRenderer {
    domElement = document.createElement('canvas');
    constructor() {
      if (!three.webgl) throw new Error('Error creating WebGL context.');
    }
    setPixelRatio() {}
    setSize() {}
    render() {}
    dispose() {}
  }
  return { ...actual, WebGLRenderer: FakeRenderer };
});
vi.mock('three/examples/jsm/controls/OrbitControls.js', async () => {
  const { Vector3 } = await import('three');
  return {
    OrbitControls: class {
      target = new Vector3();
      update() {}
      dispose() {}
    },
  };
});
vi.mock('three/examples/jsm/loaders/GLTFLoader.js', async () => {
  const { Group } = await import('three');
  return {
    GLTFLoader: class {
      async parseAsync(bytes: ArrayBuffer) {
        const magic = new TextDecoder().decode(bytes.slice(0, 4));
        if (magic !== 'glTF' || !(three.loads.shift() ?? true)) throw new Error('unreadable');
        return { scene: new Group() };
      }
    },
  };
});

const MODEL = '/api/ai-files/2026/11/0123456789abcdef0123456789abcdef.glb';

function modelJob(): TAiJob {
  return {
    id: 7,
    tool: 'model3d',
    aiPointConfigRuleType: 15,
    status: 'done',
    prompt: '一棵大树旁边有一座小房子',
    options: {},
    seed: 1,
    points: 3,
    refunded: false,
    refused: false,
    errorMessage: null,
    result: {
      tool: 'model3d',
      modelUrl: MODEL,
      subjects: ['树', '房子'],
      engine: {
        provider: 'offline',
        engine: 'offline-3d@1',
        offline: true,
        notice: '',
        fallbackReason: null,
      },
    },
    collected: false,
    resubmitOfId: null,
    classId: null,
    queuePosition: null,
    createdAt: '2026-11-21 09:00:00',
    startedAt: null,
    finishedAt: null,
  };
}

describe('a 3D result', { timeout: 30_000 }, () => {
  beforeEach(() => {
    three.webgl = true;
    three.loads = [];
    three.requested = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        three.requested.push(url);
        return new Response(Uint8Array.of(0x67, 0x6c, 0x54, 0x46, 2, 0, 0, 0));
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('celebrates only once the model is on screen', async () => {
    renderInApp(<JobResult job={modelJob()} onRetry={() => {}} fresh />);
    expect(
      await screen.findByRole('heading', { name: '完成啦！' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByTestId('ai-cheer')).toBeInTheDocument();
    expect(three.requested).toEqual([MODEL]);
  });

  it('says plainly when the model did not load, and loads it again for free', async () => {
    three.loads = [false, true];
    const onRetry = vi.fn();
    renderInApp(<JobResult job={modelJob()} onRetry={onRetry} fresh />);
    expect(
      await screen.findByRole('heading', { name: '3D模型没能显示出来' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.queryByText('完成啦！')).toBeNull();
    expect(screen.queryByTestId('ai-cheer')).toBeNull();
    expect(screen.getByTestId('model3d-failed')).toHaveTextContent('不会再花积分');
    // No new (charged) generation is offered in its place: the same model is loaded again.
    expect(screen.queryByRole('button', { name: /再来一次/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /重新加载/ }));
    expect(await screen.findByRole('heading', { name: '完成啦！' })).toBeVisible();
    expect(three.requested).toEqual([MODEL, MODEL]);
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('offers the file to download in a browser without WebGL', async () => {
    three.webgl = false;
    renderInApp(<JobResult job={modelJob()} onRetry={() => {}} fresh />);
    expect(
      await screen.findByRole('heading', { name: '3D模型没能显示出来' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.queryByTestId('ai-cheer')).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /下载模型文件/ })).toHaveAttribute(
        'href',
        `${MODEL}?download=1`,
      ),
    );
  });
});
