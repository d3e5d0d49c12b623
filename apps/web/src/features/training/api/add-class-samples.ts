import type { TTrainingAddSamplesBody, TTrainingClassProject } from '@haoduo/contract';
import { api } from '../../../shared/api/api-client';
import { TRAINING_PATH } from './keys';

/** POST training/custom/class-project/add-samples: up to 20 samples into an open project. */
export function addClassSamples(
  body: TTrainingAddSamplesBody,
): Promise<{ added: number; project: TTrainingClassProject }> {
  return api.post(`${TRAINING_PATH}/class-project/add-samples`, body);
}
