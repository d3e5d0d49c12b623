import {
  TrainingMessages as M,
  type TTrainingModelAnswer,
  type TTrainingSavedDetail,
  type TTrainingSavedSummary,
} from '@haoduo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCaller } from '../../../test/factories/classes';
import { asCaller, makeClass, makeSchool } from '../../../test/factories/school';
import { createTestApp, type TTestApp } from '../../../test/helpers/test-app';

/** A pupil's own saved training projects: save, list, open, save again, delete; the model for apps. */

const P = '/api/v1/works-service/training/custom';

let t: TTestApp;
let stu001: TCaller;
let stu002: TCaller;
let li: TCaller;

const head = {
  labels: ['猫', '狗'],
  mean: [0, 0],
  scale: [1, 1],
  layers: [{ inputs: 2, outputs: 2, weights: [1, 0, 0, 1], bias: [0, 0] }],
};
const project = {
  id: 'b0c1',
  kind: 'image',
  name: '猫和狗',
  categories: [
    { id: 'c1', name: '猫' },
    { id: 'c2', name: '狗' },
  ],
  samples: [
    { id: 's1', categoryId: 'c1', thumb: 'data:image/jpeg;base64,AA', features: [0.1, 0.2] },
  ],
  head,
  stale: false,
  updatedAt: 1,
};

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  // Two pupils of one school in two classes, and a teacher of both.
  const schoolId = await makeSchool(t);
  const first = await makeClass(t, { schoolId });
  const second = await makeClass(t, { schoolId, teachers: first.teachers });
  stu001 = asCaller(first.pupils[0]!);
  stu002 = asCaller(second.pupils[0]!);
  li = asCaller(first.teachers[0]!);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('saved training projects', () => {
  let saved: TTrainingSavedSummary;

  it('refuses anonymous callers and bad input', async () => {
    const body = { kind: 'image', name: '猫和狗', project, sampleCount: 1, model: head };
    expect((await t.api.post(`${P}/my-project/save`, body)).status).toBe(401);
    const bad = await t.api.post(
      `${P}/my-project/save`,
      { ...body, kind: 'dance', name: '', project: 'x' },
      stu001.opts(),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'kind', message: M.KIND_INVALID },
        { field: 'name', message: M.NAME_REQUIRED },
        { field: 'project', message: M.SAVED_PROJECT_INVALID },
      ]),
    );
  });

  it('saves, lists by lab, opens, and saves again over it', async () => {
    const first = await t.api.post<TTrainingSavedSummary>(
      `${P}/my-project/save`,
      { kind: 'image', name: '猫和狗', project, sampleCount: 1, model: head },
      stu001.opts(),
    );
    expect(first.status).toBe(200);
    saved = first.body.data;
    expect(saved).toMatchObject({ kind: 'image', hasModel: true, sampleCount: 1 });
    expect(saved.modelId).toBe(`saved:${saved.id}`);

    const images = await t.api.get<TTrainingSavedSummary[]>(
      `${P}/my-project/list`,
      { kind: 'image' },
      stu001.opts(),
    );
    expect(images.body.data.map((p) => p.id)).toEqual([saved.id]);
    const music = await t.api.get<TTrainingSavedSummary[]>(
      `${P}/my-project/list`,
      { kind: 'music' },
      stu001.opts(),
    );
    expect(music.body.data).toEqual([]);
    const opened = await t.api.get<TTrainingSavedDetail>(
      `${P}/my-project/detail`,
      { id: saved.id },
      stu001.opts(),
    );
    expect(opened.body.data.project).toEqual(project);

    const again = await t.api.post<TTrainingSavedSummary>(
      `${P}/my-project/save`,
      {
        id: saved.id,
        kind: 'image',
        name: '猫狗2',
        project: { ...project, samples: [] },
        sampleCount: 0,
      },
      stu001.opts(),
    );
    expect(again.body.data).toMatchObject({ id: saved.id, name: '猫狗2', hasModel: false });
    const reopened = await t.api.get<TTrainingSavedDetail>(
      `${P}/my-project/detail`,
      { id: saved.id },
      stu001.opts(),
    );
    expect(reopened.body.data.project.samples).toEqual([]);
  });

  it('is the owner’s alone: others get 404, and cannot save over it', async () => {
    for (const caller of [stu002, li]) {
      const seen = await t.api.get(`${P}/my-project/detail`, { id: saved.id }, caller.opts());
      expect(seen.status).toBe(404);
      expect(seen.body.message).toBe(M.SAVED_NOT_FOUND);
      const over = await t.api.post(
        `${P}/my-project/save`,
        { id: saved.id, kind: 'image', name: 'x', project, sampleCount: 1 },
        caller.opts(),
      );
      expect(over.status).toBe(404);
      const gone = await t.api.post(`${P}/my-project/delete`, { id: saved.id }, caller.opts());
      expect(gone.status).toBe(404);
    }
  });

  it('hands the model to the owner’s smart apps by its model id', async () => {
    const withModel = await t.api.post<TTrainingSavedSummary>(
      `${P}/my-project/save`,
      { id: saved.id, kind: 'image', name: '猫和狗', project, sampleCount: 1, model: head },
      stu001.opts(),
    );
    const model = await t.api.get<TTrainingModelAnswer>(
      `${P}/model`,
      { modelId: withModel.body.data.modelId },
      stu001.opts(),
    );
    expect(model.status).toBe(200);
    expect(model.body.data).toMatchObject({ kind: 'image', model: head });
    expect(
      (await t.api.get(`${P}/model`, { modelId: withModel.body.data.modelId }, stu002.opts()))
        .status,
    ).toBe(404);
    expect((await t.api.get(`${P}/model`, { modelId: 'other:1' }, stu001.opts())).status).toBe(400);
  });

  it('refuses a project over 8 MB with the size in the message', async () => {
    const big = { ...project, padding: 'x'.repeat(8 * 1024 * 1024) };
    const refused = await t.api.post(
      `${P}/my-project/save`,
      { kind: 'image', name: '太大', project: big, sampleCount: 1 },
      stu001.opts(),
    );
    expect(refused.status).toBe(413);
    expect(refused.body.message).toBe(M.SAVED_TOO_LARGE);
  });

  it('deletes', async () => {
    expect(
      (await t.api.post(`${P}/my-project/delete`, { id: saved.id }, stu001.opts())).status,
    ).toBe(200);
    const list = await t.api.get<TTrainingSavedSummary[]>(
      `${P}/my-project/list`,
      {},
      stu001.opts(),
    );
    expect(list.body.data).toEqual([]);
  });
});
