import {
  formatMessage,
  Messages,
  TrainingClassLimit,
  TrainingMessages as M,
  type TTrainingAddSamplesBody,
  type TTrainingClassProject,
  type TTrainingClassProjectDetail,
  type TTrainingModelAnswer,
} from '@haoduo/contract';
import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  classByCode,
  schoolIds,
  studentCaller,
  teacherCaller,
  type TCaller,
} from '../../../test/factories/classes';
import { createTestApp, type TTestApp } from '../../../test/helpers/test-app';
import {
  courseClasses,
  mediaFiles,
  trainingClassProjects,
  trainingClassSamples,
} from '../../db/schema';
import { createLocalStorage } from '../../providers/storage/local-storage';
import { sweepClosedClassProjects } from './class-projects.service';

/** Class projects: the teacher opens one, pupils add samples, the teacher keeps the model. */

const P = '/api/v1/works-service/training/custom';

let t: TTestApp;
let stu001: TCaller; // AI3001
let s01: TCaller; // AI3001
let stu002: TCaller; // AI4001 only
let wang: TCaller; // teaches AI3001 (and AI7001 in the middle school)
let wangMiddle: TCaller; // the same teacher signed in to the other school
let li: TCaller; // teaches AI3001 and AI4001
let ai3001: number;
let picture: string;

const keypoints = (lift = 0) =>
  Array.from({ length: 17 }, (_, i) => ({
    x: 0.3 + i * 0.02,
    y: 0.2 + i * 0.03 - lift,
    score: 0.9,
  }));

const create = (caller: TCaller, body: Record<string, unknown>) =>
  t.api.post<TTrainingClassProject>(`${P}/class-project/create`, body, caller.opts());
const add = (caller: TCaller, body: TTrainingAddSamplesBody | Record<string, unknown>) =>
  t.api.post<{ added: number; project: TTrainingClassProject }>(
    `${P}/class-project/add-samples`,
    body,
    caller.opts(),
  );
const detail = (caller: TCaller, id: number) =>
  t.api.get<TTrainingClassProjectDetail>(`${P}/class-project/detail`, { id }, caller.opts());

beforeAll(async () => {
  t = await createTestApp();
  const schools = await schoolIds(t);
  stu001 = await studentCaller(t, 'stu001', schools.primary);
  s01 = await studentCaller(t, 'ai3001s01', schools.primary);
  stu002 = await studentCaller(t, 'stu002', schools.primary);
  wang = await teacherCaller(t, '13800000001', schools.primary);
  wangMiddle = await teacherCaller(t, '13800000001', schools.middle);
  li = await teacherCaller(t, '13800000002', schools.primary);
  ai3001 = (await classByCode(t, 'AI3001')).id;
  const jpeg = await sharp({
    create: { width: 224, height: 224, channels: 3, background: { r: 200, g: 40, b: 40 } },
  })
    .jpeg({ quality: 70 })
    .toBuffer();
  picture = `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('class projects: refusals first', () => {
  it('refuses anonymous callers, bad input, pupils creating, and teachers outside the class', async () => {
    const body = {
      classId: ai3001,
      kind: 'posture',
      name: '举手还是放下',
      categories: ['举手', '放下'],
    };
    expect((await t.api.post(`${P}/class-project/create`, body)).status).toBe(401);
    expect((await t.api.get(`${P}/class-project/list`, { classId: ai3001 })).status).toBe(401);

    const bad = await create(wang, { classId: 'x', kind: 'dance', name: '', categories: ['a'] });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'classId', message: Messages.FIELD_WRONG_TYPE },
        { field: 'kind', message: M.KIND_INVALID },
        { field: 'name', message: M.NAME_REQUIRED },
      ]),
    );
    const same = await create(wang, { ...body, categories: ['举手', '举手'] });
    expect(same.status).toBe(400);
    expect(same.body.message).toBe(M.CATEGORIES_DUPLICATE);
    const one = await create(wang, { ...body, categories: ['举手'] });
    expect(one.status).toBe(400);
    expect(one.body.message).toBe(M.CATEGORIES_TOO_FEW);

    expect((await create(stu001, body)).status).toBe(403);
    // Another school's teacher (the same person signed in to the middle school).
    expect((await create(wangMiddle, body)).status).toBe(403);
    expect(
      (await t.api.get(`${P}/class-project/list`, { classId: ai3001 }, wangMiddle.opts())).status,
    ).toBe(403);
    // Another class's pupil.
    expect(
      (await t.api.get(`${P}/class-project/list`, { classId: ai3001 }, stu002.opts())).status,
    ).toBe(403);
  });
});

describe('a posture project from opening to the saved model', () => {
  let project: TTrainingClassProject;

  it('the teacher opens it; the class sees it', async () => {
    const created = await create(wang, {
      classId: ai3001,
      kind: 'posture',
      name: '举手还是放下',
      categories: ['举手', '放下'],
    });
    expect(created.status).toBe(200);
    project = created.body.data;
    expect(project).toMatchObject({
      kind: 'posture',
      status: 'open',
      sampleCount: 0,
      canManage: true,
      className: '三年级AI创作班',
    });
    expect(project.categories.map((c) => c.name)).toEqual(['举手', '放下']);

    const list = await t.api.get<TTrainingClassProject[]>(
      `${P}/class-project/list`,
      { classId: ai3001 },
      stu001.opts(),
    );
    expect(list.status).toBe(200);
    expect(list.body.data.find((p) => p.id === project.id)).toMatchObject({ canManage: false });
  });

  it('pupils add samples; another class’s pupil and another school’s teacher cannot', async () => {
    const [up, down] = project.categories;
    const samples = [
      { categoryId: up!.id, keypoints: keypoints(0.1) },
      { categoryId: down!.id, keypoints: keypoints() },
    ];
    const mine = await add(stu001, { projectId: project.id, samples });
    expect(mine.status).toBe(200);
    expect(mine.body.data.added).toBe(2);
    expect(mine.body.data.project).toMatchObject({ sampleCount: 2, mySampleCount: 2 });
    expect((await add(s01, { projectId: project.id, samples: samples.slice(0, 1) })).status).toBe(
      200,
    );
    expect((await add(stu002, { projectId: project.id, samples })).status).toBe(403);
    expect((await add(wangMiddle, { projectId: project.id, samples })).status).toBe(403);
    // The teacher may add too.
    expect((await add(li, { projectId: project.id, samples })).status).toBe(200);

    const wrong = await add(stu001, {
      projectId: project.id,
      samples: [{ categoryId: up!.id, notes: [60, 62] }],
    });
    expect(wrong.status).toBe(400);
    const unknown = await add(stu001, {
      projectId: project.id,
      samples: [{ categoryId: 'nope', keypoints: keypoints() }],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(M.CATEGORY_NOT_FOUND);
    const short = await add(stu001, {
      projectId: project.id,
      samples: [{ categoryId: up!.id, keypoints: keypoints().slice(0, 5) }],
    });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe(M.POSE_REQUIRED);
  });

  it('shows everyone’s samples, classmates’ names masked for pupils', async () => {
    const seen = await detail(stu001, project.id);
    expect(seen.status).toBe(200);
    expect(seen.body.data.samples).toHaveLength(5);
    expect(seen.body.data.project.contributorCount).toBe(3);
    const names = seen.body.data.samples.map((s) => s.authorName);
    expect(names).toContain('张小明');
    expect(names).toContain('王**');
    expect(seen.body.data.samples[0]!.keypoints).toHaveLength(17);
    const teacherView = await detail(wang, project.id);
    expect(teacherView.body.data.samples.map((s) => s.authorName)).toContain('王小雨');
    expect((await detail(stu002, project.id)).status).toBe(403);
  });

  it('deletes one’s own sample; a classmate’s only as the teacher', async () => {
    const samples = (await detail(stu001, project.id)).body.data.samples;
    const mine = samples.find((s) => s.mine)!;
    const theirs = samples.find((s) => s.authorName === '王**')!;
    const refused = await t.api.post(
      `${P}/class-project/delete-sample`,
      { id: theirs.id },
      stu001.opts(),
    );
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(M.SAMPLE_NOT_YOURS);
    expect(
      (await t.api.post(`${P}/class-project/delete-sample`, { id: mine.id }, stu001.opts())).status,
    ).toBe(200);
    expect(
      (await t.api.post(`${P}/class-project/delete-sample`, { id: theirs.id }, wang.opts())).status,
    ).toBe(200);
    const gone = await t.api.post(`${P}/class-project/delete-sample`, { id: mine.id }, wang.opts());
    expect(gone.status).toBe(404);
    expect((await detail(wang, project.id)).body.data.samples).toHaveLength(3);
  });

  it('the teacher saves the model; pupils open it; labels must match', async () => {
    const head = {
      labels: ['举手', '放下'],
      mean: [0, 0, 0],
      scale: [1, 1, 1],
      layers: [{ inputs: 3, outputs: 2, weights: [1, -1, 0.5, 0.5, -1, 1], bias: [0, 0] }],
    };
    expect(
      (await t.api.get(`${P}/class-project/model`, { id: project.id }, stu001.opts())).body,
    ).toMatchObject({ code: 404, message: M.MODEL_NOT_SAVED });
    const byPupil = await t.api.post(
      `${P}/class-project/save-model`,
      { projectId: project.id, model: head },
      stu001.opts(),
    );
    expect(byPupil.status).toBe(403);
    const mismatch = await t.api.post(
      `${P}/class-project/save-model`,
      { projectId: project.id, model: { ...head, labels: ['a', 'b'] } },
      wang.opts(),
    );
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe(M.MODEL_LABELS_MISMATCH);
    const broken = await t.api.post(
      `${P}/class-project/save-model`,
      { projectId: project.id, model: { ...head, mean: [0] } },
      wang.opts(),
    );
    expect(broken.status).toBe(400);
    const saved = await t.api.post<TTrainingClassProject>(
      `${P}/class-project/save-model`,
      { projectId: project.id, model: head, accuracy: 0.9 },
      wang.opts(),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ hasModel: true, modelAccuracy: 0.9 });
    const opened = await t.api.get<TTrainingModelAnswer>(
      `${P}/class-project/model`,
      { id: project.id },
      s01.opts(),
    );
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({ kind: 'posture', model: head });
    const viaBridge = await t.api.get<TTrainingModelAnswer>(
      `${P}/model`,
      { modelId: `class:${project.id}` },
      stu001.opts(),
    );
    expect(viaBridge.body.data.model).toEqual(head);
    expect(
      (await t.api.get(`${P}/model`, { modelId: `class:${project.id}` }, stu002.opts())).status,
    ).toBe(403);
  });

  it('a closed project refuses samples and stays readable', async () => {
    expect(
      (await t.api.post(`${P}/class-project/close`, { id: project.id }, stu001.opts())).status,
    ).toBe(403);
    const closed = await t.api.post<TTrainingClassProject>(
      `${P}/class-project/close`,
      { id: project.id },
      wang.opts(),
    );
    expect(closed.body.data.status).toBe('closed');
    const late = await add(stu001, {
      projectId: project.id,
      samples: [{ categoryId: project.categories[0]!.id, keypoints: keypoints() }],
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(M.PROJECT_CLOSED);
    expect((await detail(stu001, project.id)).status).toBe(200);
    const again = await t.api.post(`${P}/class-project/close`, { id: project.id }, wang.opts());
    expect(again.status).toBe(409);
  });
});

describe('image and music samples and the limits', () => {
  it('stores pictures as media files and serves them by signed link', async () => {
    const project = (
      await create(li, { classId: ai3001, kind: 'image', name: '猫和狗', categories: ['猫', '狗'] })
    ).body.data;
    const cat = project.categories[0]!.id;
    const added = await add(stu001, {
      projectId: project.id,
      samples: [{ categoryId: cat, image: picture }],
    });
    expect(added.status).toBe(200);
    const sample = (await detail(stu001, project.id)).body.data.samples[0]!;
    expect(sample.imageUrl).toMatch(/^\/api\/media\/.+\?exp=\d+&sig=/);
    const file = await t.app.inject({ method: 'GET', url: sample.imageUrl! });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');

    const notPicture = await add(stu001, {
      projectId: project.id,
      samples: [{ categoryId: cat, image: 'data:text/html;base64,PGI+' }],
    });
    expect(notPicture.status).toBe(400);
    expect(notPicture.body.message).toBe(M.IMAGE_NOT_DATA);
    const wide = await sharp({
      create: { width: 300, height: 300, channels: 3, background: { r: 1, g: 2, b: 3 } },
    })
      .png()
      .toBuffer();
    const tooWide = await add(stu001, {
      projectId: project.id,
      samples: [{ categoryId: cat, image: `data:image/png;base64,${wide.toString('base64')}` }],
    });
    expect(tooWide.status).toBe(400);
    expect(tooWide.body.message).toBe(M.IMAGE_TOO_WIDE);
    const huge = 'data:image/jpeg;base64,' + 'A'.repeat(100_000);
    const tooBig = await add(stu001, {
      projectId: project.id,
      samples: [{ categoryId: cat, image: huge }],
    });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.message).toBe(M.IMAGE_TOO_LARGE);
    const noPicture = await add(stu001, { projectId: project.id, samples: [{ categoryId: cat }] });
    expect(noPicture.body.message).toBe(M.IMAGE_REQUIRED);

    // Deleting the sample deletes its picture.
    expect(
      (await t.api.post(`${P}/class-project/delete-sample`, { id: sample.id }, stu001.opts()))
        .status,
    ).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: sample.imageUrl! });
    expect(after.statusCode).toBe(404);
  });

  it('limits samples per call and per person, with the count in the message', async () => {
    const project = (
      await create(wang, {
        classId: ai3001,
        kind: 'music',
        name: '我们班的歌',
        categories: ['欢快'],
      })
    ).body.data;
    const melody = { categoryId: project.categories[0]!.id, notes: [60, 62, 64, 65, 67] };
    const many = await add(stu001, {
      projectId: project.id,
      samples: Array.from({ length: TrainingClassLimit.SAMPLES_PER_CALL_MAX + 1 }, () => melody),
    });
    expect(many.status).toBe(400);
    expect(many.body.message).toBe(M.SAMPLES_PER_CALL);
    for (let i = 0; i < 3; i++) {
      const batch = await add(stu001, {
        projectId: project.id,
        samples: Array.from({ length: 20 }, () => melody),
      });
      expect(batch.status).toBe(200);
    }
    const over = await add(stu001, { projectId: project.id, samples: [melody] });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(
      formatMessage(M.SAMPLES_PER_PERSON, {
        max: TrainingClassLimit.SAMPLES_PER_PERSON_MAX,
        count: 60,
      }),
    );
    const badNote = await add(s01, {
      projectId: project.id,
      samples: [{ ...melody, notes: [60, 200] }],
    });
    expect(badNote.status).toBe(400);
    expect(badNote.body.errors).toEqual(
      expect.arrayContaining([{ field: 'samples.0.notes.1', message: M.NOTE_INVALID }]),
    );
  });
});

describe('deleting projects and closing classes leave no training files', () => {
  const head = {
    labels: ['猫', '狗'],
    mean: [0, 0],
    scale: [1, 1],
    layers: [{ inputs: 2, outputs: 2, weights: [1, -1, -1, 1], bias: [0, 0] }],
  };
  const files = () => path.join(t.config.dataDir, 'files');

  /** An image project with two picture samples and a saved model; its files on disk. */
  async function projectWithFiles(teacher: TCaller, classId: number, pupil: TCaller) {
    const project = (
      await create(teacher, { classId, kind: 'image', name: '猫和狗', categories: ['猫', '狗'] })
    ).body.data;
    const added = await add(pupil, {
      projectId: project.id,
      samples: project.categories.map((c) => ({ categoryId: c.id, image: picture })),
    });
    expect(added.status).toBe(200);
    const saved = await t.api.post(
      `${P}/class-project/save-model`,
      { projectId: project.id, model: head },
      teacher.opts(),
    );
    expect(saved.status).toBe(200);
    const db = t.database.db;
    const [row] = await db
      .select()
      .from(trainingClassProjects)
      .where(eq(trainingClassProjects.id, project.id));
    const samples = await db
      .select({ mediaId: trainingClassSamples.mediaId })
      .from(trainingClassSamples)
      .where(eq(trainingClassSamples.projectId, project.id));
    const mediaIds = samples.map((sample) => sample.mediaId!);
    const media = await db.select().from(mediaFiles).where(inArray(mediaFiles.id, mediaIds));
    const paths = [
      path.join(files(), 'training', row!.modelKey!),
      ...media.flatMap((m) => [m.key, m.thumbKey].filter((k) => k !== null)),
    ].map((key) => (path.isAbsolute(key) ? key : path.join(files(), 'media', key)));
    expect(media).toHaveLength(2);
    for (const file of paths) expect(fs.existsSync(file)).toBe(true);
    return { project, mediaIds, paths };
  }

  it('the teacher deletes a project: its samples, pictures and model go, files too', async () => {
    const { project, mediaIds, paths } = await projectWithFiles(wang, ai3001, stu001);
    const pictureUrl = (await detail(stu001, project.id)).body.data.samples[0]!.imageUrl!;

    expect((await t.api.post(`${P}/class-project/delete`, { id: project.id })).status).toBe(401);
    const bad = await t.api.post(`${P}/class-project/delete`, { id: 'x' }, wang.opts());
    expect(bad.status).toBe(400);
    expect(
      (await t.api.post(`${P}/class-project/delete`, { id: project.id }, stu001.opts())).status,
    ).toBe(403);
    expect(
      (await t.api.post(`${P}/class-project/delete`, { id: project.id }, wangMiddle.opts())).status,
    ).toBe(403);

    const deleted = await t.api.post(`${P}/class-project/delete`, { id: project.id }, li.opts());
    expect(deleted.status).toBe(200);
    for (const file of paths) expect(fs.existsSync(file)).toBe(false);
    const db = t.database.db;
    expect(await db.select().from(mediaFiles).where(inArray(mediaFiles.id, mediaIds))).toEqual([]);
    expect(
      await db
        .select()
        .from(trainingClassSamples)
        .where(eq(trainingClassSamples.projectId, project.id)),
    ).toEqual([]);
    expect((await detail(stu001, project.id)).body).toMatchObject({
      code: 404,
      message: M.PROJECT_NOT_FOUND,
    });
    expect((await t.app.inject({ method: 'GET', url: pictureUrl })).statusCode).toBe(404);
    const again = await t.api.post(`${P}/class-project/delete`, { id: project.id }, wang.opts());
    expect(again.status).toBe(404);
  });

  it('a closed class (status 99) loses its training projects and files at the sweep', async () => {
    const open = await projectWithFiles(wang, ai3001, stu001);
    const ai7001 = (await classByCode(t, 'AI7001')).id;
    const closing = await projectWithFiles(wangMiddle, ai7001, wangMiddle);
    const db = t.database.db;
    await db
      .update(courseClasses)
      .set({ courseClassStatus: 99 })
      .where(eq(courseClasses.id, ai7001));

    const swept = await sweepClosedClassProjects(db, createLocalStorage(files()));
    expect(swept).toBe(1);
    for (const file of closing.paths) expect(fs.existsSync(file)).toBe(false);
    expect(
      await db.select().from(mediaFiles).where(inArray(mediaFiles.id, closing.mediaIds)),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(trainingClassProjects)
        .where(eq(trainingClassProjects.classId, ai7001)),
    ).toEqual([]);
    // The open class keeps everything.
    for (const file of open.paths) expect(fs.existsSync(file)).toBe(true);
    expect((await detail(stu001, open.project.id)).status).toBe(200);
    expect(await sweepClosedClassProjects(db, createLocalStorage(files()))).toBe(0);
  });
});
