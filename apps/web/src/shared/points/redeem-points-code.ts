import { aiPointEndpoints } from '@haoduo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/api-client';
import { useAppStore } from '../stores/app-store';
import { viewerKey } from '../stores/session';
import { refreshUserPoints } from './user-points';

/**
 * POST ai-point-account/custom/redeem-code: a points code (from the school) into the
 * caller's points in the active school; answers the balance after. Silent: the dialog shows
 * the server's message (兑换码不正确或已经被使用了… / 这个兑换码不能在当前学校使用).
 */
export function redeemPointsCode(code: string) {
  return api.call(aiPointEndpoints.redeemCode, { code }, { silent: true });
}

export function useRedeemPointsCode() {
  const client = useQueryClient();
  const viewer = useAppStore(viewerKey);
  return useMutation({
    mutationKey: ['user-points', 'redeem-code'],
    mutationFn: redeemPointsCode,
    onSuccess: (answer) => refreshUserPoints(client, viewer, answer.points),
  });
}
