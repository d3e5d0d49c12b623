import { tagEndpoints } from '@haoduo/contract';
import type { TDeps } from '../../platform/deps';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { addTag, deleteTag, listTags, saveTags, type TTagUsers } from './tags.service';

/** Tag mng: list, add, delete and save the whole ordered list. */
export async function tagMngRoutes(app: TApp, { db }: TDeps, users: TTagUsers): Promise<void> {
  route(app, tagEndpoints.mngList, {
    handler: async (request) => listTags(db, request.query.keyword),
  });

  route(app, tagEndpoints.add, {
    handler: async (request) => addTag(db, request.body.name),
  });

  route(app, tagEndpoints.delete, {
    handler: async (request) => {
      await deleteTag(db, request.body.id, users);
      return null;
    },
  });

  route(app, tagEndpoints.save, {
    handler: async (request) => saveTags(db, request.body.tagList, users),
  });
}
