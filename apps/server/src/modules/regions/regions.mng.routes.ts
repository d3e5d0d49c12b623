import { regionMngEndpoints } from '@haoduo/contract';
import type { TDeps } from '../../platform/deps';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { regionChildren, regionTree } from './regions.lookup';

/** The region tree of the back office's school forms. */
export async function regionMngRoutes(app: TApp, _deps: TDeps): Promise<void> {
  route(app, regionMngEndpoints.tree, {
    handler: async (_request, reply) => {
      reply.header('cache-control', 'private, max-age=3600');
      return regionTree();
    },
  });

  route(app, regionMngEndpoints.children, {
    owner: 'none',
    handler: async (request) => regionChildren(request.query.parentId),
  });
}
