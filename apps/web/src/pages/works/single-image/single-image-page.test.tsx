import { AccountType, workEndpoints } from '@haoduo/contract';
import { answer, createMockServer } from '@haoduo/contract/testing';
import { screen, waitFor } from '@testing-library/react';
import type * as Three from 'three';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { workFixture } from '../../../features/works/testing/work-fixture';
import { initialAppState } from '../../../shared/stores/app-state';
import { useAppStore } from '../../../shared/stores/app-store';
import { renderInApp } from '../../../test/render';
import SingleImagePage from './single-image-page';

// WebGL and the model loader stand in: each test says whether the browser has WebGL.
const three = vi.hoisted(() => ({ webgl: true, requested: [] as string[] }));
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
        if (new TextDecoder().decode(bytes.slice(0, 4)) !== 'glTF') throw new Error('unreadable');
        return { scene: new Group() };
      }
    },
  };
});

const MODEL = '/api/ai-files/2026/11/0123456789abcdef0123456789abcdef.glb';

/** The works API for one kept 3D result, and the model file as binary glTF. */
function serveModelWork() {
  const api = createMockServer([
    answer(
      workEndpoints.appDetail,
      workFixture({
        id: 21,
        worksName: '一棵大树旁边有一座小房子',
        type: 3,
        kind: 'model3d',
        worksPageList: [],
        worksIntro: null,
        jumpUrl: MODEL,
      }),
    ),
  ]);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (!url.startsWith('/api/ai-files/')) return api.fetch(input, init);
      three.requested.push(url);
      return new Response(Uint8Array.of(0x67, 0x6c, 0x54, 0x46, 2, 0, 0, 0));
    }),
  );
}

describe('a kept 3D work', { timeout: 30_000 }, () => {
  beforeEach(() => {
    three.webgl = true;
    three.requested = [];
    useAppStore.setState({ ...initialAppState(), token: 'tok', accountType: AccountType.STUDENT });
    serveModelWork();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows its model in the 3D viewer', async () => {
    renderInApp(<SingleImagePage />, '/works/singleImage?id=21');
    expect(
      await screen.findByRole('heading', { name: '一棵大树旁边有一座小房子' }, { timeout: 10_000 }),
    ).toBeVisible();
    const viewer = await screen.findByTestId('model3d-viewer', undefined, { timeout: 10_000 });
    await waitFor(() => expect(viewer).toHaveAttribute('data-loaded', 'true'));
    expect(screen.getByRole('img', { name: '可以转动的3D模型' })).toBeInTheDocument();
    expect(three.requested).toEqual([MODEL]);
  });

  it('offers the model file to download in a browser without WebGL', async () => {
    three.webgl = false;
    renderInApp(<SingleImagePage />, '/works/singleImage?id=21');
    expect(
      await screen.findByRole('link', { name: /下载模型文件/ }, { timeout: 10_000 }),
    ).toHaveAttribute('href', `${MODEL}?download=1`);
    expect(screen.getByTestId('model3d-failed')).toHaveTextContent('这个浏览器显示不了3D模型');
  });
});
