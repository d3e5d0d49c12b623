import { trainingEndpoints } from '@haoduo/contract';
import { api } from '../../../shared/api/api-client';

/** POST training/custom/class-project/close: no more samples. */
export function closeClassProject(id: number) {
  return api.call(trainingEndpoints.closeClassProject, { id });
}
