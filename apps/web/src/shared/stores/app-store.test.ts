import { AccountType, type TAccountItem, type TCourseClass } from '@haoduo/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNavigator } from '../navigation/navigator';
import { initialAppState } from './app-state';
import { useAppStore } from './app-store';
import { sessionOf } from './session';
import { useTopTabStore } from './top-tab-store';

const account: TAccountItem = {
  accountUserId: 7,
  accountName: '张小明',
  schoolId: 1,
  schoolName: '好多AI实验小学',
  accountType: AccountType.STUDENT,
};
const courseClass: TCourseClass = {
  id: 3,
  courseClassName: '三年级AI创作班',
  courseClassStatus: 60,
  aiToolTypes: [1, 3],
  aiToolSubTypes: [12],
};

describe('app store', () => {
  const navigate = vi.fn();
  beforeEach(() => {
    useAppStore.setState(initialAppState());
    useTopTabStore.setState({ zpCenterTab: 0 });
    localStorage.clear();
    sessionStorage.clear();
    setNavigator(navigate);
  });
  afterEach(() => {
    setNavigator(null);
    navigate.mockReset();
  });

  it('persists exactly token, accountType, user, accountList, courseClassList and currentCourseClass', () => {
    useAppStore.getState().signIn({
      token: 'tok',
      accountType: AccountType.STUDENT,
      accountList: [account],
      loginTenantId: 1,
    });
    useAppStore.getState().patch({
      courseClassList: [courseClass],
      currentCourseClass: courseClass,
      userPoints: 120,
      needResetPassword: true,
      platformSemesterList: [{ id: 1, currentSemester: true }],
    });

    const stored = JSON.parse(localStorage.getItem('appState') ?? '{}') as { state: object };
    expect(Object.keys(stored.state).sort()).toEqual(
      [
        'accountList',
        'accountType',
        'courseClassList',
        'currentCourseClass',
        'token',
        'user',
      ].sort(),
    );
    expect(stored.state).toMatchObject({ token: 'tok', user: account });
  });

  it('keeps the top tab in session storage, not local storage', () => {
    useTopTabStore.getState().setTab(3);
    expect(JSON.parse(sessionStorage.getItem('zpCenterTab') ?? '{}')).toMatchObject({
      state: { zpCenterTab: 3 },
    });
    expect(localStorage.getItem('zpCenterTab')).toBeNull();
  });

  it('makes the first account the user and sends the student login tenant as tenant-info', () => {
    useAppStore.getState().signIn({
      token: 'tok',
      accountType: AccountType.STUDENT,
      accountList: [account],
      loginTenantId: 9,
    });
    const state = useAppStore.getState();
    expect(state.user).toEqual(account);
    expect(sessionOf(state)).toEqual({ token: 'tok', accountType: 2, schoolId: 9 });
    expect(localStorage.getItem('loginTenantId')).toBe('9');
  });

  it('logout resets the tab, clears local storage except the three kept entries, and goes to /login', () => {
    useAppStore.getState().signIn({ token: 'tok', accountType: 1, accountList: [account] });
    useTopTabStore.getState().setTab(2);
    localStorage.setItem('teacherCreate', '{"a":1}');
    localStorage.setItem('competitor', '{"studentName":"x"}');
    localStorage.setItem('browserCheck', 'true');
    localStorage.setItem('mobilePhone', '13800000001');
    localStorage.setItem('loginTenantId', '1');

    useAppStore.getState().logout();

    expect(useTopTabStore.getState().zpCenterTab).toBe(0);
    expect(useAppStore.getState().token).toBeNull();
    const keys = Object.keys(localStorage).sort();
    expect(keys).toEqual(['browserCheck', 'competitor', 'teacherCreate']);
    expect(localStorage.getItem('teacherCreate')).toBe('{"a":1}');
    expect(navigate).toHaveBeenCalledWith('/login', undefined);
  });
});
