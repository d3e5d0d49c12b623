import { trainingEndpoints } from '@haoduo/contract';
import { api } from '../../../shared/api/api-client';

/** GET training/custom/class-project/detail: the project with everyone's samples. */
export function getClassProject(id: number) {
  return api.call(trainingEndpoints.classProject, { id });
}
