import { downloadEndpoints } from '@haoduo/contract';
import { requireAuth } from '../../platform/auth/auth-context';
import type { TDeps } from '../../platform/deps';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { listDownloads } from './downloads.service';

/** The download centre's list (/download), behind sign-in; its links are signed. */
export async function downloadCustomRoutes(app: TApp, deps: TDeps): Promise<void> {
  const { db, config } = deps;
  route(app, downloadEndpoints.list, {
    handler: async (request) => listDownloads(db, config.appSecret, requireAuth(request.auth)),
  });
}
