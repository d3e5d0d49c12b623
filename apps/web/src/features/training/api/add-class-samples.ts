import { trainingEndpoints, type TTrainingAddSamplesBody } from '@haoduo/contract';
import { api } from '../../../shared/api/api-client';

/** POST training/custom/class-project/add-samples: up to 20 samples into an open project. */
export function addClassSamples(body: TTrainingAddSamplesBody) {
  return api.call(trainingEndpoints.addSamples, body);
}
