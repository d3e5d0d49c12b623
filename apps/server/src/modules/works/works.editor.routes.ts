import { workEndpoints } from '@haoduo/contract';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { afterCommit, authorOf, type TWorksRouteDeps } from './works-route-deps';
import { workDetail } from './works-detail.service';
import { assertWorkTexts } from './works-safety';
import { createWork, updateWork, WORKS_VARIANTS } from './works.service';

/** Each kind of work: its add and edit calls and the variant they save. */
const EDITORS = [
  { add: workEndpoints.addV1, edit: workEndpoints.editV1, variant: WORKS_VARIANTS.v1 },
  { add: workEndpoints.addV2, edit: workEndpoints.editV2, variant: WORKS_VARIANTS.v2 },
  { add: workEndpoints.addV3, edit: workEndpoints.editV3, variant: WORKS_VARIANTS.v3 },
  { add: workEndpoints.addVideo, edit: workEndpoints.editVideo, variant: WORKS_VARIANTS.video },
  {
    add: workEndpoints.addSinglePicture,
    edit: workEndpoints.editSinglePicture,
    variant: WORKS_VARIANTS.singlePicture,
  },
  { add: workEndpoints.addAgent, edit: workEndpoints.editAgent, variant: WORKS_VARIANTS.agent },
  {
    add: workEndpoints.addAgentProgram,
    edit: workEndpoints.editAgentProgram,
    variant: WORKS_VARIANTS.agentProgram,
  },
];

/** Add and edit, for every kind of work; the agent program's own detail. */
export async function worksEditorRoutes(app: TApp, deps: TWorksRouteDeps): Promise<void> {
  const { db } = deps;
  for (const { add, edit, variant } of EDITORS) {
    route(app, add, {
      owner: { kind: 'class', at: 'body.worksClassId', deny: 403 },
      handler: async (request) => {
        const author = authorOf(request.auth);
        await assertWorkTexts(deps.safety, author, request.body);
        return { id: await createWork(db, author, variant, request.body) };
      },
    });

    route(app, edit, {
      owner: { kind: 'work', at: 'body.id', deny: 403, pass: ['student'] },
      handler: async (request) => {
        const { id, ...fields } = request.body;
        const author = authorOf(request.auth);
        await assertWorkTexts(deps.safety, author, fields);
        const released = await updateWork(db, author, variant, id, fields);
        await afterCommit(app, deps, released);
        return { id };
      },
    });
  }

  route(app, workEndpoints.agentProgramDetail, {
    owner: { kind: 'work', at: 'query.id', deny: 403 },
    handler: async (request) => {
      const detail = await workDetail(db, request.auth, request.query.id, deps.urls);
      return {
        id: detail.id,
        worksName: detail.worksName,
        worksAuthor: detail.worksAuthor,
        type: detail.type,
        agentProgramCode: detail.agentProgramCode,
        jumpUrl: detail.jumpUrl,
        access: detail.access,
      };
    },
  });
}
