import { api } from '../../../shared/api/api-client';
import { TRAINING_PATH } from './keys';

/** POST training/custom/class-project/delete: the project with its samples, pictures and model. */
export function deleteClassProject(id: number): Promise<null> {
  return api.post<null>(`${TRAINING_PATH}/class-project/delete`, { id });
}
