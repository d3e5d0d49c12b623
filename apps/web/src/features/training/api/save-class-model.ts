import { trainingEndpoints, type TTrainingSaveModelBody } from '@haoduo/contract';
import { api } from '../../../shared/api/api-client';

/** POST training/custom/class-project/save-model: the teacher keeps the class's model. */
export function saveClassModel(body: TTrainingSaveModelBody) {
  return api.call(trainingEndpoints.saveClassModel, body);
}
