import { AiMessages, type TAiJob, type TAiJobAdded, type TAiJobResult } from '@haoduo/contract';
import { validateBytes } from 'gltf-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTestApp } from '../../../test/helpers/test-app';
import {
  classByCode,
  schoolIds,
  studentAccountId,
  studentCaller,
  type TCaller,
} from '../../../test/factories/classes';
import { loadConfig } from '../../platform/config';
import { createAiRegistry, type TAiRegistry } from '../../providers/ai/registry';
import type { TModel3dPort } from '../../providers/ai/ports';
import { openWorkshopApp, pointsOf } from '../../../test/factories/workshop';

/**
 * 3D models reach the page: one binary glTF file, served same-origin with its own type, that
 * the page's content security policy lets it fetch; and a model that could not be shown is
 * never charged (its job fails and the points go back).
 */

const M = '/api/v1/works-service/ai-model3d/custom';

let t: TTestApp;
let registry: TAiRegistry;
let stu001: TCaller;
let stu001Account: number;
let ai3001: number;
/** When set, the 3D engine's next models are replaced by this (a broken engine). */
let brokenModel: Buffer | null = null;

beforeAll(async () => {
  const real = createAiRegistry({ config: loadConfig({ NODE_ENV: 'test', AI_WORKERS: '1' }).ai });
  registry = {
    ...real,
    async port(capability) {
      const port = await real.port(capability);
      if (capability !== 'model3d') return port;
      const model3d = port as TModel3dPort;
      const wrapped: TModel3dPort = {
        info: model3d.info,
        async build(request) {
          const model = await model3d.build(request);
          return brokenModel ? { ...model, glb: brokenModel } : model;
        },
      };
      return wrapped as typeof port;
    },
  };
  t = await openWorkshopApp({ ai: registry });
  const schools = await schoolIds(t);
  stu001 = await studentCaller(t, 'stu001', schools.primary);
  stu001Account = await studentAccountId(t, 'stu001', schools.primary);
  ai3001 = (await classByCode(t, 'AI3001')).id;
}, 120_000);
afterAll(async () => {
  await t?.close();
  await registry?.close();
});

async function build(prompt: string): Promise<TAiJob> {
  const res = await t.api.post<TAiJobAdded>(`${M}/add`, { classId: ai3001, prompt }, stu001.opts());
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await t.app.jobs.drain();
  const detail = await t.api.get<TAiJob>(
    `${M}/detail`,
    { id: res.body.data.job.id },
    stu001.opts(),
  );
  return detail.body.data;
}

/** The CSP directive's sources, e.g. connect-src → ["'self'"]. */
function directive(csp: string, name: string): string[] {
  const found = csp
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name);
  return found?.slice(1) ?? [];
}

describe('3D models', () => {
  it('serves the model as one binary glTF file the page may fetch under its CSP', async () => {
    const job = await build('一棵树和一座房子');
    expect(job.status, job.errorMessage ?? '').toBe('done');
    const result = job.result as Extract<TAiJobResult, { tool: 'model3d' }>;
    expect(result.modelUrl).toMatch(/^\/api\/ai-files\/\d{4}\/\d{2}\/[0-9a-f]{32}\.glb$/);

    const file = await t.app.inject({ method: 'GET', url: result.modelUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('model/gltf-binary');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const body = file.rawPayload;
    expect(body.toString('latin1', 0, 4)).toBe('glTF');
    expect(body.includes('data:')).toBe(false);
    const report = await validateBytes(new Uint8Array(body), { format: 'glb' });
    expect(report.issues.numErrors).toBe(0);

    // The page's own policy (as served with it): the viewer fetches the model from the same
    // origin, and nothing in the model needs a data: or blob: fetch, which stays refused.
    const page = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(page.headers['content-security-policy']);
    expect(directive(csp, 'connect-src')).toEqual(["'self'"]);
    expect(String(file.headers['content-security-policy'])).toBe(csp);

    const download = await t.app.inject({ method: 'GET', url: `${result.modelUrl}?download=1` });
    expect(download.headers['content-disposition']).toContain('.glb');
  });

  it('fails the job and gives the points back when the model could not be shown', async () => {
    const start = await pointsOf(t, stu001Account);
    // What the engine once wrote: glTF JSON whose buffer is a data: URI (blocked by the CSP).
    brokenModel = Buffer.from(
      JSON.stringify({
        asset: { version: '2.0' },
        buffers: [{ byteLength: 4, uri: 'data:application/octet-stream;base64,AAAAAA==' }],
      }),
    );
    try {
      const job = await build('一只坐着的小熊');
      expect(job).toMatchObject({
        status: 'failed',
        refunded: true,
        result: null,
        errorMessage: AiMessages.PROVIDER_FAILED,
      });
    } finally {
      brokenModel = null;
    }
    expect(await pointsOf(t, stu001Account)).toBe(start);
  });
});
