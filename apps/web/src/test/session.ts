import { AccountType } from '@haoduo/contract';
import { initialAppState, type TAppState } from '../shared/stores/app-state';
import { useAppStore } from '../shared/stores/app-store';

/** 张小明, a pupil of 好多AI实验小学, as the session's account. */
export const PUPIL_ACCOUNT = {
  accountUserId: 1,
  accountName: '张小明',
  schoolId: 1,
  schoolName: '好多AI实验小学',
  accountType: AccountType.STUDENT,
};

/**
 * A fresh store with the pupil signed in (no current class unless `extra` gives one): the
 * starting point of the workshop and points tests.
 */
export function signInPupil(extra: Partial<TAppState> = {}): void {
  useAppStore.setState(initialAppState());
  useAppStore.setState({
    token: 'tok',
    accountType: AccountType.STUDENT,
    user: PUPIL_ACCOUNT,
    ...extra,
  });
}
