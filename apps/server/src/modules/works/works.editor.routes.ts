import {
  ZWorksAgent,
  ZWorksAgentProgram,
  ZWorksIdQuery,
  ZWorksSinglePicture,
  ZWorksV1,
  ZWorksV2,
  ZWorksV3,
  ZWorksVideo,
} from '@haoduo/contract';
import { z } from 'zod';
import { ok, okResponse } from '../../platform/http/envelope';
import type { TApp } from '../../platform/http/types';
import { workDetail } from './works-detail.service';
import {
  afterCommit,
  authorOf,
  docs,
  WORKS_PREFIX,
  ZCreated,
  type TWorksRouteDeps,
} from './works.routes.shared';
import {
  createWork,
  updateWork,
  WORKS_VARIANTS,
  type TWorksInput,
  type TWorksVariant,
} from './works.service';

const P = `${WORKS_PREFIX}/custom`;

interface TPair {
  add: z.ZodType<TWorksInput & { worksName: string }>;
  edit: z.ZodType<TWorksInput & { id: number }>;
}

const EDITORS: { path: string; variant: TWorksVariant; schemas: TPair; what: string }[] = [
  {
    path: '',
    variant: WORKS_VARIANTS.v1,
    schemas: ZWorksV1,
    what: 'v1 picture book (pages of { picUrl, text })',
  },
  {
    path: '/v2',
    variant: WORKS_VARIANTS.v2,
    schemas: ZWorksV2,
    what: 'v2 picture book (laid-out pages with text boxes)',
  },
  {
    path: '/v3',
    variant: WORKS_VARIANTS.v3,
    schemas: ZWorksV3,
    what: 'v3 picture book (free pages of blocks)',
  },
  {
    path: '/video',
    variant: WORKS_VARIANTS.video,
    schemas: ZWorksVideo,
    what: 'video work (type 5, one video in worksContentList)',
  },
  {
    path: '/single-picture',
    variant: WORKS_VARIANTS.singlePicture,
    schemas: ZWorksSinglePicture,
    what: 'single picture (type 7, one image in worksContentList)',
  },
  {
    path: '/agent',
    variant: WORKS_VARIANTS.agent,
    schemas: ZWorksAgent,
    what: 'agent (type 4, opened at jumpUrl)',
  },
  {
    path: '/agent-program-code',
    variant: WORKS_VARIANTS.agentProgram,
    schemas: ZWorksAgentProgram,
    what: 'smart application (type 6, or 4) with its program code',
  },
];

/** Add and edit, for every kind of work; the agent program's own detail. */
export async function worksEditorRoutes(app: TApp, deps: TWorksRouteDeps): Promise<void> {
  const { db } = deps;
  for (const { path, variant, schemas, what } of EDITORS) {
    app.post(
      `${P}${path}/add`,
      {
        config: { access: 'learner', owner: { kind: 'class', at: 'body.worksClassId', deny: 403 } },
        schema: docs(`Create a draft ${what}`, {
          body: schemas.add,
          response: okResponse(ZCreated),
        }),
      },
      async (request) => {
        return ok({ id: await createWork(db, authorOf(request.auth), variant, request.body) });
      },
    );

    app.post(
      `${P}${path}/edit`,
      {
        config: {
          access: 'learner',
          owner: { kind: 'work', at: 'body.id', deny: 403, pass: ['student'] },
        },
        schema: docs(
          `Edit a ${what} (author only; fields left out stay as they are; a submitted or published work goes back to draft)`,
          { body: schemas.edit, response: okResponse(ZCreated) },
        ),
      },
      async (request) => {
        const { id, ...fields } = request.body;
        const released = await updateWork(db, authorOf(request.auth), variant, id, fields);
        await afterCommit(app, deps, released);
        return ok({ id });
      },
    );
  }

  app.get(
    `${P}/agent-program-code/detail`,
    {
      config: { access: 'learner', owner: { kind: 'work', at: 'query.id', deny: 403 } },
      schema: docs('A smart application with its program code (to run in a sandboxed frame)', {
        querystring: ZWorksIdQuery,
        response: okResponse(
          z.object({
            id: z.number().int(),
            worksName: z.string(),
            worksAuthor: z.string(),
            type: z.number().int(),
            agentProgramCode: z.string().nullable(),
            jumpUrl: z.string().nullable(),
            access: z.enum(['public', 'author', 'teacher', 'staff']),
          }),
        ),
      }),
    },
    async (request) => {
      const detail = await workDetail(db, request.auth, request.query.id, deps.urls);
      return ok({
        id: detail.id,
        worksName: detail.worksName,
        worksAuthor: detail.worksAuthor,
        type: detail.type,
        agentProgramCode: detail.agentProgramCode,
        jumpUrl: detail.jumpUrl,
        access: detail.access,
      });
    },
  );
}
