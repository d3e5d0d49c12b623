import type { TCommunityLaunch } from '@haoduo/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

/**
 * POST works/custom/community-login: a signed launch ticket for the large-model tools;
 * `auth` is the address of our AI studio to open. Silent: the caller turns the
 * no-invitation-code answer into its dialog.
 */
export function communityLogin(worksClassId: number): Promise<TCommunityLaunch> {
  return api.post<TCommunityLaunch>(
    '/api/v1/works-service/works/custom/community-login',
    { worksClassId },
    { silent: true },
  );
}

export function useCommunityLogin() {
  return useMutation({ mutationKey: ['ai-tools', 'community-login'], mutationFn: communityLogin });
}
