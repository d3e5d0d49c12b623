import { trainingEndpoints } from '@haoduo/contract';
import { api } from '../../../shared/api/api-client';

/** POST training/custom/class-project/delete: the project with its samples, pictures and model. */
export function deleteClassProject(id: number) {
  return api.call(trainingEndpoints.deleteClassProject, { id });
}
