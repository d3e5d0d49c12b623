import { trainingEndpoints, type TTrainingSavedSaveBody } from '@haoduo/contract';
import { api } from '../../../shared/api/api-client';

/** POST training/custom/my-project/save: keep a training project (samples and model) as one's own. */
export function saveMyProject(body: TTrainingSavedSaveBody) {
  return api.call(trainingEndpoints.saveMyProject, body);
}
