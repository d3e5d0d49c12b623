import { AccountType, WorksMessages } from '@haoduo/contract';
import { requireSchool, type TAuth } from '../../platform/auth/auth-context';
import type { TDeps } from '../../platform/deps';
import { forbidden } from '../../platform/http/errors';
import type { TApp } from '../../platform/http/types';
import { deleteStoredFiles, type TMediaUrls } from '../media';
import type { TSafetyGate } from '../safety';
import type { TAuthor } from './works.service';

/** What every works route file is given. */
export interface TWorksRouteDeps extends TDeps {
  urls: TMediaUrls;
  /** The safety gate every pupil's text and picture passes. */
  safety: TSafetyGate;
}

/** The signed-in learner as the author of what they make, in their active school. */
export function authorOf(auth: TAuth | null): TAuthor {
  const learner = requireSchool(auth);
  if (learner.accountType !== AccountType.TEACHER && learner.accountType !== AccountType.STUDENT) {
    throw forbidden(WorksMessages.WORKS_NO_SCHOOL);
  }
  return {
    userId: learner.userId,
    accountId: learner.accountId,
    schoolId: learner.schoolId,
    creatorType: learner.accountType,
    creatorId: learner.accountId,
  };
}

/** Delete files once the transaction that forgot them has committed. */
export function afterCommit(app: TApp, deps: TDeps, keys: string[]): Promise<void> {
  return deleteStoredFiles(deps.storage, keys, app.log);
}
