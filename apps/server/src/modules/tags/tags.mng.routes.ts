import { ZTag, ZTagAddBody, ZTagListQuery, ZTagSaveBody, ZWorksIdBody } from '@haoduo/contract';
import { z } from 'zod';
import type { TDeps } from '../../platform/deps';
import { ok, okEmpty, okResponse } from '../../platform/http/envelope';
import type { TApp } from '../../platform/http/types';
import { addTag, deleteTag, listTags, saveTags } from './tags.service';

const PREFIX = '/api/v1/works-service/tag';

/** Tag mng (add, delete, list, save) and the public list the gallery filters by. */
export async function tagsRoutes(app: TApp, { db }: TDeps): Promise<void> {
  const schema = <T extends object>(summary: string, extra: T) => ({
    tags: ['tags'],
    summary,
    ...extra,
  });

  app.get(
    `${PREFIX}/app/list`,
    {
      config: { access: 'public' },
      schema: schema('Gallery tags, in order', {
        querystring: ZTagListQuery,
        response: okResponse(z.array(ZTag)),
      }),
    },
    async (request) => ok(await listTags(db, request.query.keyword)),
  );

  app.get(
    `${PREFIX}/mng/list`,
    {
      config: { access: 'staff' },
      schema: schema('All tags (optionally by part of the name)', {
        querystring: ZTagListQuery,
        response: okResponse(z.array(ZTag)),
      }),
    },
    async (request) => ok(await listTags(db, request.query.keyword)),
  );

  app.post(
    `${PREFIX}/mng/add`,
    {
      config: { access: 'staff' },
      schema: schema('Add a tag (name unique)', { body: ZTagAddBody, response: okResponse(ZTag) }),
    },
    async (request) => ok(await addTag(db, request.body.name)),
  );

  app.post(
    `${PREFIX}/mng/delete`,
    {
      config: { access: 'staff' },
      schema: schema('Delete a tag (and remove it from every work)', {
        body: ZWorksIdBody,
        response: okEmpty,
      }),
    },
    async (request) => {
      await deleteTag(db, request.body.id);
      return ok(null);
    },
  );

  app.post(
    `${PREFIX}/mng/save`,
    {
      config: { access: 'staff' },
      schema: schema(
        'Save the whole list in order: items with id are renamed, new names added, missing tags deleted',
        { body: ZTagSaveBody, response: okResponse(z.array(ZTag)) },
      ),
    },
    async (request) => ok(await saveTags(db, request.body.tagList)),
  );
}
