import { launchEndpoints, type TCommunityLaunchBody } from '@haoduo/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

/**
 * POST works/custom/community-login: a signed launch ticket for the large-model tools;
 * `auth` is the address of our AI studio to open, carrying the tile's `subType` so the
 * studio opens that tool. Silent: the caller turns the no-invitation-code answer into its
 * dialog.
 */
export function communityLogin(body: TCommunityLaunchBody) {
  return api.call(launchEndpoints.community, body, { silent: true });
}

export function useCommunityLogin() {
  return useMutation({ mutationKey: ['ai-tools', 'community-login'], mutationFn: communityLogin });
}
