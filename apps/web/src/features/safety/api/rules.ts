import { safetyRuleEndpoints, type TSafetyClassRulesSetBody } from '@haoduo/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { SAFETY_KEY } from './keys';

function rulesQuery(viewer: string, classId: number) {
  return api.query(safetyRuleEndpoints.classDetail, { classId }, [SAFETY_KEY, 'rules', viewer]);
}

/** GET ai-safety-rule/custom/class-detail: the school's rules, the class's own, those in force. */
export function useClassRules(viewer: string, classId: number) {
  return useQuery(rulesQuery(viewer, classId));
}

/** POST ai-safety-rule/custom/class-set: the class's own rules. */
export function useSaveClassRules(viewer: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TSafetyClassRulesSetBody) => api.call(safetyRuleEndpoints.classSet, body),
    onSuccess: (rules) => client.setQueryData(rulesQuery(viewer, rules.classId).queryKey, rules),
  });
}
