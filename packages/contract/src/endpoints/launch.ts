import {
  ZAgentLaunch,
  ZCommunityLaunch,
  ZCommunityLaunchBody,
  ZHardwareLaunch,
  ZLaunchBody,
  ZLaunchVerifyBody,
  ZLaunchVerifyResult,
} from '../schemas/launch-and-downloads';
import { defineEndpoint } from './endpoint';

const tag = 'launch';

/**
 * The AI tool launches of the tiles (community: the large-model tools, agent, hardware).
 * Pupils launch from their class; teachers from a class they teach in the active school.
 */
export const launchEndpoints = {
  community: defineEndpoint({
    method: 'POST',
    path: '/api/v1/works-service/works/custom/community-login',
    tag,
    access: 'learner',
    summary:
      "Open the large-model tools: a signed launch ticket; auth is the address to open, with the tile's subType (400 课班未查询到邀请码 without an invite code; 403 when the class lacks the tool)",
    body: ZCommunityLaunchBody,
    response: ZCommunityLaunch,
    errors: [404],
  }),
  agent: defineEndpoint({
    method: 'POST',
    path: '/api/v1/works-service/works/custom/agent-login',
    tag,
    access: 'learner',
    summary: 'Open the agent tool: a launch ticket code and the address to open',
    body: ZLaunchBody,
    response: ZAgentLaunch,
    errors: [404],
  }),
  hardware: defineEndpoint({
    method: 'POST',
    path: '/api/v1/works-service/works/custom/hardware-login',
    tag,
    access: 'learner',
    summary: 'Open the AI hardware platform: its address with a signed ticket (HARDWARE_LOGIN_URL)',
    body: ZLaunchBody,
    response: ZHardwareLaunch,
    errors: [404],
  }),
  verify: defineEndpoint({
    method: 'POST',
    path: '/api/v1/works-service/works/custom/launch-ticket/verify',
    tag,
    access: 'public',
    summary: 'Redeem a launch ticket (single use, 5 minutes): who opened which class and tool',
    body: ZLaunchVerifyBody,
    response: ZLaunchVerifyResult,
    errors: [429],
  }),
};
