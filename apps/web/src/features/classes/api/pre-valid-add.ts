import { studentEndpoints } from '@haoduo/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { CLASSES_KEY } from './get-class-list';

export interface TPreValidAddInput {
  classId: number;
  /** Names separated by new lines, commas or 、. */
  names: string;
}

/** student/custom/pre-valid-add: checks names before adding (places, duplicates). */
export function preValidAdd(input: TPreValidAddInput) {
  return api.call(studentEndpoints.preValidAdd, { classId: input.classId, names: input.names });
}

/** A check on demand (the teacher presses 检查名单), so a mutation rather than a query. */
export function usePreValidAdd() {
  return useMutation({ mutationKey: [CLASSES_KEY, 'pre-valid-add'], mutationFn: preValidAdd });
}
