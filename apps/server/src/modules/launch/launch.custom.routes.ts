import {
  ZAgentLaunch,
  ZCommunityLaunch,
  ZCommunityLaunchBody,
  ZHardwareLaunch,
  ZLaunchBody,
  ZLaunchVerifyBody,
  ZLaunchVerifyResult,
} from '@haoduo/contract';
import type { TDeps } from '../../platform/deps';
import { ok, okResponse } from '../../platform/http/envelope';
import type { TApp } from '../../platform/http/types';
import { resolveClassActor } from '../classes/classes.policy';
import { launchAgent, launchCommunity, launchHardware, verifyLaunchTicket } from './launch.service';

const PREFIX = '/api/v1/works-service/works/custom';
const tags = ['launch'];

/**
 * The AI tool launches of the tiles (community: the large-model tools, agent, hardware).
 * Pupils launch from their class; teachers from a class they teach in the active school.
 */
export async function launchRoutes(app: TApp, deps: TDeps): Promise<void> {
  const { db, config } = deps;
  const limit = { max: config.rateLimitLoginPerMinute, timeWindow: '1 minute' };

  app.post(
    `${PREFIX}/community-login`,
    {
      config: { access: 'learner', owner: { kind: 'class', at: 'body.worksClassId', deny: 403 } },
      schema: {
        tags,
        summary:
          "Open the large-model tools: a signed launch ticket; auth is the address to open, with the tile's subType (400 课班未查询到邀请码 without an invite code; 403 when the class lacks the tool)",
        body: ZCommunityLaunchBody,
        response: okResponse(ZCommunityLaunch),
      },
    },
    async (request) =>
      ok(
        await launchCommunity(db, config, await resolveClassActor(db, request.auth), {
          classId: request.body.worksClassId,
          subType: request.body.subType,
        }),
      ),
  );

  app.post(
    `${PREFIX}/agent-login`,
    {
      config: { access: 'learner', owner: { kind: 'class', at: 'body.worksClassId', deny: 403 } },
      schema: {
        tags,
        summary: 'Open the agent tool: a launch ticket code and the address to open',
        body: ZLaunchBody,
        response: okResponse(ZAgentLaunch),
      },
    },
    async (request) =>
      ok(
        await launchAgent(db, config, await resolveClassActor(db, request.auth), {
          classId: request.body.worksClassId,
        }),
      ),
  );

  app.post(
    `${PREFIX}/hardware-login`,
    {
      config: { access: 'learner', owner: { kind: 'class', at: 'body.worksClassId', deny: 403 } },
      schema: {
        tags,
        summary:
          'Open the AI hardware platform: its address with a signed ticket (HARDWARE_LOGIN_URL)',
        body: ZLaunchBody,
        response: okResponse(ZHardwareLaunch),
      },
    },
    async (request) =>
      ok(
        await launchHardware(db, config, await resolveClassActor(db, request.auth), {
          classId: request.body.worksClassId,
        }),
      ),
  );

  app.post(
    `${PREFIX}/launch-ticket/verify`,
    {
      config: { access: 'public', rateLimit: limit },
      schema: {
        tags,
        summary: 'Redeem a launch ticket (single use, 5 minutes): who opened which class and tool',
        body: ZLaunchVerifyBody,
        response: okResponse(ZLaunchVerifyResult),
      },
    },
    async (request) => ok(await verifyLaunchTicket(db, request.body.code)),
  );
}
