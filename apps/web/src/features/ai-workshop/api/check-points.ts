import { aiPointEndpoints, type TAiPointCheck } from '@haoduo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { AI_WORKSHOP_KEY } from './keys';

/**
 * GET ai-point-account/custom/check-account-points: what one generation costs, the points
 * now and after, and why it cannot run (shown before the pupil presses the button).
 */
export function checkPoints(ruleType: number, classId?: number): Promise<TAiPointCheck> {
  return api.call(
    aiPointEndpoints.check,
    { aiPointConfigRuleType: ruleType, classId },
    { silent: true },
  );
}

export function pointsCheckQuery(viewer: string, ruleType: number, classId?: number) {
  return queryOptions({
    queryKey: [AI_WORKSHOP_KEY, 'points-check', viewer, ruleType, classId ?? 0],
    queryFn: () => checkPoints(ruleType, classId),
    retry: false,
  });
}

export function usePointsCheck(viewer: string, ruleType: number, classId?: number) {
  return useQuery(pointsCheckQuery(viewer, ruleType, classId));
}
