import { trainingEndpoints } from '@haoduo/contract';
import { api } from '../../../shared/api/api-client';

/**
 * GET training/custom/model: a trained model by model id — `class:<id>` (a class project's
 * saved model) or `saved:<id>` (one's own saved project).
 */
export function getModel(modelId: string) {
  return api.call(trainingEndpoints.model, { modelId }, { silent: true });
}
