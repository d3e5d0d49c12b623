import { launchEndpoints } from '@haoduo/contract';
import type { TDeps } from '../../platform/deps';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { resolveClassActor } from '../classes';
import { launchAgent, launchCommunity, launchHardware, verifyLaunchTicket } from './launch.service';

/**
 * The AI tool launches of the tiles (community: the large-model tools, agent, hardware).
 * Pupils launch from their class; teachers from a class they teach in the active school.
 */
export async function launchRoutes(app: TApp, deps: TDeps): Promise<void> {
  const { db, config } = deps;
  const limit = { max: config.rateLimitLoginPerMinute, timeWindow: '1 minute' };

  route(app, launchEndpoints.community, {
    owner: { kind: 'class', at: 'body.worksClassId', deny: 403 },
    handler: async (request) =>
      launchCommunity(db, config, await resolveClassActor(db, request.auth), {
        classId: request.body.worksClassId,
        subType: request.body.subType,
      }),
  });

  route(app, launchEndpoints.agent, {
    owner: { kind: 'class', at: 'body.worksClassId', deny: 403 },
    handler: async (request) =>
      launchAgent(db, config, await resolveClassActor(db, request.auth), {
        classId: request.body.worksClassId,
      }),
  });

  route(app, launchEndpoints.hardware, {
    owner: { kind: 'class', at: 'body.worksClassId', deny: 403 },
    handler: async (request) =>
      launchHardware(db, config, await resolveClassActor(db, request.auth), {
        classId: request.body.worksClassId,
      }),
  });

  route(app, launchEndpoints.verify, {
    rateLimit: limit,
    handler: async (request) => verifyLaunchTicket(db, request.body.code),
  });
}
