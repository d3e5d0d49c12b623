import type { TTrainingSavedSaveBody, TTrainingSavedSummary } from '@haoduo/contract';
import { api } from '../../../shared/api/api-client';
import { TRAINING_PATH } from './keys';

/** POST training/custom/my-project/save: keep a training project (samples and model) as one's own. */
export function saveMyProject(body: TTrainingSavedSaveBody): Promise<TTrainingSavedSummary> {
  return api.post<TTrainingSavedSummary>(`${TRAINING_PATH}/my-project/save`, body);
}
