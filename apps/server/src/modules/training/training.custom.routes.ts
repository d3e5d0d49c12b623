import {
  TrainingSavedLimit,
  ZTrainingAddSamplesBody,
  ZTrainingAddSamplesResult,
  ZTrainingClassIdQuery,
  ZTrainingClassProject,
  ZTrainingClassProjectCreateBody,
  ZTrainingClassProjectDetail,
  ZTrainingClassProjectList,
  ZTrainingIdBody,
  ZTrainingIdQuery,
  ZTrainingModelAnswer,
  ZTrainingModelIdQuery,
  ZTrainingSaveModelBody,
  ZTrainingSavedDetail,
  ZTrainingSavedKindQuery,
  ZTrainingSavedList,
  ZTrainingSavedSaveBody,
  ZTrainingSavedSummary,
} from '@haoduo/contract';
import { requireAuth } from '../../platform/auth/auth-context';
import type { TDeps } from '../../platform/deps';
import { ok, okEmpty, okResponse } from '../../platform/http/envelope';
import type { TApp } from '../../platform/http/types';
import { createMediaUrls, loadMediaSecret } from '../media/media-url';
import { readClassModel, saveClassModel } from './class-model.service';
import {
  classProjectDetail,
  closeClassProject,
  createClassProject,
  deleteClassProjects,
  listClassProjects,
  presentProjects,
  sweepClosedClassProjects,
} from './class-projects.service';
import { addClassSamples, deleteClassSample, projectIdOfSample } from './class-samples.service';
import {
  deleteTrainingProject,
  listTrainingProjects,
  openTrainingProject,
  saveTrainingProject,
  savedProjectModel,
} from './saved-projects.service';
import { classFor, projectFor } from './training.policy';

const P = '/api/v1/works-service/training/custom';
const tags = ['training'];

/** The training labs' class projects and saved projects (issue 7); see README.md beside this. */
export async function trainingRoutes(app: TApp, deps: TDeps): Promise<void> {
  const { db, storage } = deps;
  const urls = createMediaUrls(await loadMediaSecret(db));

  // ---------- class projects ----------

  app.post(
    `${P}/class-project/create`,
    {
      config: { access: 'teacher', owner: { kind: 'class', at: 'body.classId', deny: 403 } },
      schema: {
        tags,
        summary:
          'A teacher opens a class project: lab kind, name, categories (2-10; music 1-10). At most 10 open per class.',
        body: ZTrainingClassProjectCreateBody,
        response: okResponse(ZTrainingClassProject),
      },
    },
    async (request) => {
      const { cls, actor } = await classFor(db, request.auth, request.body.classId, 'teach');
      const row = await createClassProject(db, { cls, userId: actor.userId, body: request.body });
      const [presented] = await presentProjects(db, [row], cls, {
        userId: actor.userId,
        canManage: true,
      });
      return ok(presented!);
    },
  );

  app.get(
    `${P}/class-project/list`,
    {
      config: { access: 'learner', owner: { kind: 'class', at: 'query.classId', deny: 403 } },
      schema: {
        tags,
        summary: "A class's projects with sample counts (its teachers and its pupils)",
        querystring: ZTrainingClassIdQuery,
        response: okResponse(ZTrainingClassProjectList),
      },
    },
    async (request) => {
      const { cls, actor, canManage } = await classFor(
        db,
        request.auth,
        request.query.classId,
        'view',
      );
      return ok(await listClassProjects(db, { cls, userId: actor.userId, canManage }));
    },
  );

  app.get(
    `${P}/class-project/detail`,
    {
      config: { access: 'learner', owner: { kind: 'training-project', at: 'query.id', deny: 403 } },
      schema: {
        tags,
        summary:
          'A project with every sample (pictures as signed links, body points, notes) and who added how many',
        querystring: ZTrainingIdQuery,
        response: okResponse(ZTrainingClassProjectDetail),
      },
    },
    async (request) => {
      const access = await projectFor(db, request.auth, request.query.id, 'view');
      return ok(await classProjectDetail(db, urls, access));
    },
  );

  app.post(
    `${P}/class-project/add-samples`,
    {
      config: {
        access: 'learner',
        owner: { kind: 'training-project', at: 'body.projectId', deny: 403 },
        rateLimit: { max: 120, timeWindow: '1 minute' },
      },
      schema: {
        tags,
        summary:
          'Add up to 20 samples to an open project (a pupil of the class or its teacher): image = data URL of a small JPEG/PNG (64 KB, 256 px), posture = 17 body points, music = 2-64 notes. At most 60 per person, 1200 per project.',
        body: ZTrainingAddSamplesBody,
        response: okResponse(ZTrainingAddSamplesResult),
      },
    },
    async (request) => {
      const access = await projectFor(db, request.auth, request.body.projectId, 'view');
      const added = await addClassSamples(db, storage, { access, body: request.body });
      const [project] = await presentProjects(db, [access.project], access.cls, {
        userId: access.actor.userId,
        canManage: access.canManage,
      });
      return ok({ added, project: project! });
    },
  );

  app.post(
    `${P}/class-project/delete-sample`,
    {
      config: {
        access: 'learner',
        // The owner's pupil deletes it (their own); the teacher's right to any is in the API test.
        owner: { kind: 'training-sample', at: 'body.id', deny: 403, pass: ['student'] },
      },
      schema: {
        tags,
        summary: "Delete a sample: one's own, or any when the caller teaches the class",
        body: ZTrainingIdBody,
        response: okEmpty,
      },
    },
    async (request) => {
      const projectId = await projectIdOfSample(db, request.body.id);
      const access = await projectFor(db, request.auth, projectId, 'view');
      await deleteClassSample(db, storage, {
        sampleId: request.body.id,
        userId: access.actor.userId,
        canManage: access.canManage,
        log: request.log,
      });
      return ok(null);
    },
  );

  app.post(
    `${P}/class-project/save-model`,
    {
      config: {
        access: 'teacher',
        owner: { kind: 'training-project', at: 'body.projectId', deny: 403 },
      },
      schema: {
        tags,
        summary:
          "The teacher keeps the class's trained model with the project (labels must be the project's categories); replaces an earlier one",
        body: ZTrainingSaveModelBody,
        response: okResponse(ZTrainingClassProject),
      },
    },
    async (request) => {
      const access = await projectFor(db, request.auth, request.body.projectId, 'teach');
      const row = await saveClassModel(db, storage, {
        project: access.project,
        model: request.body.model,
        accuracy: request.body.accuracy,
      });
      const [presented] = await presentProjects(db, [row], access.cls, {
        userId: access.actor.userId,
        canManage: true,
      });
      return ok(presented!);
    },
  );

  app.get(
    `${P}/class-project/model`,
    {
      config: { access: 'learner', owner: { kind: 'training-project', at: 'query.id', deny: 403 } },
      schema: {
        tags,
        summary: "The class's saved model (every pupil of the class may use it)",
        querystring: ZTrainingIdQuery,
        response: okResponse(ZTrainingModelAnswer),
      },
    },
    async (request) => {
      const access = await projectFor(db, request.auth, request.query.id, 'view');
      return ok(await readClassModel(storage, access.project));
    },
  );

  app.post(
    `${P}/class-project/close`,
    {
      config: { access: 'teacher', owner: { kind: 'training-project', at: 'body.id', deny: 403 } },
      schema: {
        tags,
        summary: 'End a project: no more samples; its samples and model stay readable',
        body: ZTrainingIdBody,
        response: okResponse(ZTrainingClassProject),
      },
    },
    async (request) => {
      const access = await projectFor(db, request.auth, request.body.id, 'teach');
      const row = await closeClassProject(db, access.project);
      const [presented] = await presentProjects(db, [row], access.cls, {
        userId: access.actor.userId,
        canManage: true,
      });
      return ok(presented!);
    },
  );

  app.post(
    `${P}/class-project/delete`,
    {
      config: { access: 'teacher', owner: { kind: 'training-project', at: 'body.id', deny: 403 } },
      schema: {
        tags,
        summary: 'Delete a project with its samples, their pictures and its model (the files too)',
        body: ZTrainingIdBody,
        response: okEmpty,
      },
    },
    async (request) => {
      const access = await projectFor(db, request.auth, request.body.id, 'teach');
      await deleteClassProjects(db, storage, [access.project.id], request.log);
      return ok(null);
    },
  );

  // Closed classes (status 99 is final) keep no training files: swept every hour.
  const sweep = async () => {
    try {
      await sweepClosedClassProjects(db, storage, app.log);
    } catch (error) {
      app.log.warn({ err: error }, 'training sweep failed');
    }
  };
  const timer = setInterval(() => void sweep(), 3600_000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  // ---------- a person's own saved projects ----------

  app.post(
    `${P}/my-project/save`,
    {
      config: {
        access: 'learner',
        // Saving over a saved project (id): one's own only, another's is 404 as if absent.
        owner: { kind: 'saved-training-project', at: 'body.id', deny: 404, pass: ['student'] },
        rateLimit: { max: 30, timeWindow: '1 minute' },
      },
      bodyLimit: TrainingSavedLimit.PROJECT_BYTES_MAX + 1024 * 1024,
      schema: {
        tags,
        summary:
          "Save a training project (samples and model, as the lab exports it; at most 8 MB) as one's own, new or over one saved before (id)",
        body: ZTrainingSavedSaveBody,
        response: okResponse(ZTrainingSavedSummary),
      },
    },
    async (request) => {
      const auth = requireAuth(request.auth);
      return ok(
        await saveTrainingProject(db, storage, { userId: auth.userId, body: request.body }),
      );
    },
  );

  app.get(
    `${P}/my-project/list`,
    {
      config: { access: 'learner' },
      schema: {
        tags,
        summary: "The caller's saved training projects (of one lab with kind=), newest first",
        querystring: ZTrainingSavedKindQuery,
        response: okResponse(ZTrainingSavedList),
      },
    },
    async (request) => {
      const auth = requireAuth(request.auth);
      return ok(await listTrainingProjects(db, { userId: auth.userId, kind: request.query.kind }));
    },
  );

  app.get(
    `${P}/my-project/detail`,
    {
      config: {
        access: 'learner',
        owner: { kind: 'saved-training-project', at: 'query.id', deny: 404, pass: ['student'] },
      },
      schema: {
        tags,
        summary: 'Open one of the caller’s saved training projects (samples and model)',
        querystring: ZTrainingIdQuery,
        response: okResponse(ZTrainingSavedDetail),
      },
    },
    async (request) => {
      const auth = requireAuth(request.auth);
      return ok(
        await openTrainingProject(db, storage, { userId: auth.userId, id: request.query.id }),
      );
    },
  );

  app.post(
    `${P}/my-project/delete`,
    {
      config: {
        access: 'learner',
        owner: { kind: 'saved-training-project', at: 'body.id', deny: 404, pass: ['student'] },
      },
      schema: {
        tags,
        summary: 'Delete one of the caller’s saved training projects',
        body: ZTrainingIdBody,
        response: okEmpty,
      },
    },
    async (request) => {
      const auth = requireAuth(request.auth);
      await deleteTrainingProject(db, storage, { userId: auth.userId, id: request.body.id });
      return ok(null);
    },
  );

  app.get(
    `${P}/model`,
    {
      config: {
        access: 'learner',
        owner: [
          { kind: 'training-model:class', at: 'query.modelId', deny: 403 },
          { kind: 'training-model:saved', at: 'query.modelId', deny: 404, pass: ['student'] },
        ],
      },
      schema: {
        tags,
        summary:
          'A trained model for a smart app: saved:<id> (the caller’s own saved project) or class:<id> (a class project of the caller’s class)',
        querystring: ZTrainingModelIdQuery,
        response: okResponse(ZTrainingModelAnswer),
      },
    },
    async (request) => {
      const auth = requireAuth(request.auth);
      const [source, id] = request.query.modelId.split(':') as ['saved' | 'class', string];
      if (source === 'class') {
        const access = await projectFor(db, request.auth, Number(id), 'view');
        return ok(await readClassModel(storage, access.project));
      }
      return ok(await savedProjectModel(db, storage, { userId: auth.userId, id: Number(id) }));
    },
  );
}
