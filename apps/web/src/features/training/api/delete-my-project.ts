import { api } from '../../../shared/api/api-client';
import { TRAINING_PATH } from './keys';

/** POST training/custom/my-project/delete. */
export function deleteMyProject(id: number): Promise<null> {
  return api.post<null>(`${TRAINING_PATH}/my-project/delete`, { id });
}
