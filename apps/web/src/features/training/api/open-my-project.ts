import { trainingEndpoints } from '@haoduo/contract';
import { api } from '../../../shared/api/api-client';

/** GET training/custom/my-project/detail: open one's saved training project. */
export function openMyProject(id: number) {
  return api.call(trainingEndpoints.myProject, { id });
}
