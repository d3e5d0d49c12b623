import type { TTrainingModelAnswer } from '@haoduo/contract';
import { api } from '../../../shared/api/api-client';
import { TRAINING_PATH } from './keys';

/**
 * GET training/custom/model: a trained model by model id — `class:<id>` (a class project's
 * saved model) or `saved:<id>` (one's own saved project).
 */
export function getModel(modelId: string): Promise<TTrainingModelAnswer> {
  return api.get<TTrainingModelAnswer>(`${TRAINING_PATH}/model`, { modelId }, { silent: true });
}
