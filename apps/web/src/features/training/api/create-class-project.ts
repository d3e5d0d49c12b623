import { trainingEndpoints, type TTrainingClassProjectCreateBody } from '@haoduo/contract';
import { api } from '../../../shared/api/api-client';

/** POST training/custom/class-project/create: the teacher opens a class project. */
export function createClassProject(body: TTrainingClassProjectCreateBody) {
  return api.call(trainingEndpoints.createClassProject, body);
}
