import { classEndpoints } from '@haoduo/contract';
import { api } from '../../../shared/api/api-client';

/**
 * The class list at the end of a sign-in: the class list is loaded and the
 * first class becomes current. The class switcher's own call lives with the classes
 * feature; this one only seeds the store, quietly: the shell loads the list again if it fails.
 */
export function getSignInClassList() {
  return api.call(classEndpoints.list, {}, { silent: true });
}
