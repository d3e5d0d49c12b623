import { tagEndpoints } from '@haoduo/contract';
import type { TDeps } from '../../platform/deps';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { listTags } from './tags.service';

/** The public list of tags the gallery filters by. */
export async function tagAppRoutes(app: TApp, { db }: TDeps): Promise<void> {
  route(app, tagEndpoints.appList, {
    handler: async (request) => listTags(db, request.query.keyword),
  });
}
