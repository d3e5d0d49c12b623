import { trainingEndpoints, TrainingSavedLimit } from '@haoduo/contract';
import { requireAuth } from '../../platform/auth/auth-context';
import type { TDeps } from '../../platform/deps';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { createMediaUrls, loadMediaSecret } from '../media';
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

/** The training labs' class projects and saved projects; see README.md beside this. */
export async function trainingRoutes(app: TApp, deps: TDeps): Promise<void> {
  const { db, storage } = deps;
  const urls = createMediaUrls(await loadMediaSecret(db));

  // ---------- class projects ----------

  route(app, trainingEndpoints.createClassProject, {
    owner: { kind: 'class', at: 'body.classId', deny: 403 },
    handler: async (request) => {
      const { cls, actor } = await classFor(db, request.auth, request.body.classId, 'teach');
      const row = await createClassProject(db, { cls, userId: actor.userId, body: request.body });
      const [presented] = await presentProjects(db, [row], cls, {
        userId: actor.userId,
        canManage: true,
      });
      return presented!;
    },
  });

  route(app, trainingEndpoints.classProjects, {
    owner: { kind: 'class', at: 'query.classId', deny: 403 },
    handler: async (request) => {
      const { cls, actor, canManage } = await classFor(
        db,
        request.auth,
        request.query.classId,
        'view',
      );
      return listClassProjects(db, { cls, userId: actor.userId, canManage });
    },
  });

  route(app, trainingEndpoints.classProject, {
    owner: { kind: 'training-project', at: 'query.id', deny: 403 },
    handler: async (request) => {
      const access = await projectFor(db, request.auth, request.query.id, 'view');
      return classProjectDetail(db, urls, access);
    },
  });

  route(app, trainingEndpoints.addSamples, {
    owner: { kind: 'training-project', at: 'body.projectId', deny: 403 },
    rateLimit: { max: 120, timeWindow: '1 minute' },
    handler: async (request) => {
      const access = await projectFor(db, request.auth, request.body.projectId, 'view');
      const added = await addClassSamples(db, storage, { access, body: request.body });
      const [project] = await presentProjects(db, [access.project], access.cls, {
        userId: access.actor.userId,
        canManage: access.canManage,
      });
      return { added, project: project! };
    },
  });

  route(app, trainingEndpoints.deleteSample, {
    // The owner's pupil deletes it (their own); the teacher's right to any is in the API test.
    owner: { kind: 'training-sample', at: 'body.id', deny: 403, pass: ['student'] },
    handler: async (request) => {
      const projectId = await projectIdOfSample(db, request.body.id);
      const access = await projectFor(db, request.auth, projectId, 'view');
      await deleteClassSample(db, storage, {
        sampleId: request.body.id,
        userId: access.actor.userId,
        canManage: access.canManage,
        log: request.log,
      });
      return null;
    },
  });

  route(app, trainingEndpoints.saveClassModel, {
    owner: { kind: 'training-project', at: 'body.projectId', deny: 403 },
    handler: async (request) => {
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
      return presented!;
    },
  });

  route(app, trainingEndpoints.classModel, {
    owner: { kind: 'training-project', at: 'query.id', deny: 403 },
    handler: async (request) => {
      const access = await projectFor(db, request.auth, request.query.id, 'view');
      return readClassModel(storage, access.project);
    },
  });

  route(app, trainingEndpoints.closeClassProject, {
    owner: { kind: 'training-project', at: 'body.id', deny: 403 },
    handler: async (request) => {
      const access = await projectFor(db, request.auth, request.body.id, 'teach');
      const row = await closeClassProject(db, access.project);
      const [presented] = await presentProjects(db, [row], access.cls, {
        userId: access.actor.userId,
        canManage: true,
      });
      return presented!;
    },
  });

  route(app, trainingEndpoints.deleteClassProject, {
    owner: { kind: 'training-project', at: 'body.id', deny: 403 },
    handler: async (request) => {
      const access = await projectFor(db, request.auth, request.body.id, 'teach');
      await deleteClassProjects(db, storage, [access.project.id], request.log);
      return null;
    },
  });

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

  route(app, trainingEndpoints.saveMyProject, {
    // Saving over a saved project (id): one's own only, another's is 404 as if absent.
    owner: { kind: 'saved-training-project', at: 'body.id', deny: 404, pass: ['student'] },
    rateLimit: { max: 30, timeWindow: '1 minute' },
    bodyLimit: TrainingSavedLimit.PROJECT_BYTES_MAX + 1024 * 1024,
    handler: async (request) => {
      const auth = requireAuth(request.auth);
      return saveTrainingProject(db, storage, { userId: auth.userId, body: request.body });
    },
  });

  route(app, trainingEndpoints.myProjects, {
    handler: async (request) => {
      const auth = requireAuth(request.auth);
      return listTrainingProjects(db, { userId: auth.userId, kind: request.query.kind });
    },
  });

  route(app, trainingEndpoints.myProject, {
    owner: { kind: 'saved-training-project', at: 'query.id', deny: 404, pass: ['student'] },
    handler: async (request) => {
      const auth = requireAuth(request.auth);
      return openTrainingProject(db, storage, { userId: auth.userId, id: request.query.id });
    },
  });

  route(app, trainingEndpoints.deleteMyProject, {
    owner: { kind: 'saved-training-project', at: 'body.id', deny: 404, pass: ['student'] },
    handler: async (request) => {
      const auth = requireAuth(request.auth);
      await deleteTrainingProject(db, storage, { userId: auth.userId, id: request.body.id });
      return null;
    },
  });

  route(app, trainingEndpoints.model, {
    owner: [
      { kind: 'training-model:class', at: 'query.modelId', deny: 403 },
      { kind: 'training-model:saved', at: 'query.modelId', deny: 404, pass: ['student'] },
    ],
    handler: async (request) => {
      const auth = requireAuth(request.auth);
      const [source, id] = request.query.modelId.split(':') as ['saved' | 'class', string];
      if (source === 'class') {
        const access = await projectFor(db, request.auth, Number(id), 'view');
        return readClassModel(storage, access.project);
      }
      return savedProjectModel(db, storage, { userId: auth.userId, id: Number(id) });
    },
  });
}
