import type { TCourseClass } from '@haoduo/contract';
import { api } from '../../../shared/api/api-client';

/**
 * GET /course-class/custom/get-class-list at the end of a sign-in (app-spec section 4: the
 * class list is loaded and the first class becomes current). The class switcher's own call
 * lives with the classes feature; this one only seeds the store, quietly: the shell loads
 * the list again if it fails.
 */
export function getSignInClassList(): Promise<TCourseClass[]> {
  return api.get<TCourseClass[]>(
    '/api/v1/works-service/course-class/custom/get-class-list',
    {},
    { silent: true },
  );
}
