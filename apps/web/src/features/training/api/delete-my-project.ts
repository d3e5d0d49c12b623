import { trainingEndpoints } from '@haoduo/contract';
import { api } from '../../../shared/api/api-client';

/** POST training/custom/my-project/delete. */
export function deleteMyProject(id: number) {
  return api.call(trainingEndpoints.deleteMyProject, { id });
}
