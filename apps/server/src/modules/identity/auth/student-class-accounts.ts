import type { TDb } from '../../../platform/db/database';
import type { TAccountListRow } from './login-result.presenter';

/**
 * A pupil's active accounts in schools where they are in a class still running, oldest
 * first: what a pupil's sign-in lists. The classes domain answers it (it owns the classes
 * and their pupils); the app hands its query to the identity routes, so identity does not
 * import the classes module, which imports identity.
 */
export type TStudentClassAccounts = (db: TDb, userId: number) => Promise<TAccountListRow[]>;
