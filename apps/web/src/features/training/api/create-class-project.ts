import type { TTrainingClassProject, TTrainingClassProjectCreateBody } from '@haoduo/contract';
import { api } from '../../../shared/api/api-client';
import { TRAINING_PATH } from './keys';

/** POST training/custom/class-project/create: the teacher opens a class project. */
export function createClassProject(
  body: TTrainingClassProjectCreateBody,
): Promise<TTrainingClassProject> {
  return api.post<TTrainingClassProject>(`${TRAINING_PATH}/class-project/create`, body);
}
