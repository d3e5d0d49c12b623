import { AccountType, StorageKey, type TCourseClass } from '@haoduo/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { initialAppState } from '../../shared/stores/app-state';
import { useAppStore } from '../../shared/stores/app-store';
import { sessionOf } from '../../shared/stores/session';
import {
  clearStudentWindowSession,
  defaultSemester,
  pickCurrentClass,
  readStudentWindowSession,
  selectCourseClass,
  writeStudentWindowSession,
} from './class-session';

const autumn = { id: 1, platformSemesterName: '2026秋季学期', currentSemester: true };
const spring = { id: 2, platformSemesterName: '2026春季学期', currentSemester: false };

const cls = (id: number, schoolId: number): TCourseClass & { schoolId: number } => ({
  id,
  courseClassName: `班级${id}`,
  courseClassStatus: 60,
  aiToolTypes: [1],
  aiToolSubTypes: [12],
  schoolId,
});

describe('semester default', () => {
  it('takes the semester flagged current, else the first, else none', () => {
    expect(defaultSemester([spring, autumn])).toBe(autumn);
    expect(defaultSemester([spring, { ...autumn, currentSemester: false }])).toBe(spring);
    expect(defaultSemester([])).toBeNull();
  });
});

describe('current class', () => {
  it('keeps the preferred class while it is in the list, else takes the first', () => {
    const list = [cls(1, 1), cls(4, 2)];
    expect(pickCurrentClass(list, [null, 4])?.id).toBe(4);
    expect(pickCurrentClass(list, [9, 1])?.id).toBe(1);
    expect(pickCurrentClass(list, [9])?.id).toBe(1);
    expect(pickCurrentClass([], [1])).toBeNull();
  });
});

describe("the student's window-level semester and class", () => {
  beforeEach(() => {
    clearStudentWindowSession();
    useAppStore.setState(initialAppState());
  });
  afterEach(() => clearStudentWindowSession());

  it('lives on the window and merges updates', () => {
    expect(readStudentWindowSession()).toEqual({ semesterId: null, classId: null });
    writeStudentWindowSession({ semesterId: 1 });
    writeStudentWindowSession({ classId: 4 });
    expect(window.__haoduoStudentSession).toEqual({ semesterId: 1, classId: 4 });
  });

  it('selecting a class makes it current and remembers it, the user stays', () => {
    const user = {
      accountUserId: 6,
      accountName: '张小明',
      schoolId: 1,
      schoolName: '好多AI实验小学',
      accountType: AccountType.STUDENT,
    };
    useAppStore.setState({ accountList: [user], user });

    selectCourseClass(cls(4, 2));

    expect(useAppStore.getState().currentCourseClass?.id).toBe(4);
    expect(useAppStore.getState().user).toEqual(user);
    expect(readStudentWindowSession().classId).toBe(4);
  });

  it("moves a pupil's session to the school of a class of their other school", () => {
    const account = (accountUserId: number, schoolId: number) => ({
      accountUserId,
      accountName: '张小明',
      schoolId,
      schoolName: `学校${schoolId}`,
      accountType: AccountType.STUDENT,
    });
    const first = account(6, 1);
    const second = account(9, 2);
    useAppStore.setState({
      token: 'tok',
      accountType: AccountType.STUDENT,
      accountList: [first, second],
      user: first,
      loginTenantId: 1,
    });

    selectCourseClass(cls(4, 2));
    expect(sessionOf(useAppStore.getState()).schoolId).toBe(2);
    expect(useAppStore.getState().user).toEqual(second);
    expect(localStorage.getItem(StorageKey.LOGIN_TENANT_ID)).toBe('2');

    // A class of a school the pupil has no account in leaves the session as it is.
    selectCourseClass(cls(5, 3));
    expect(sessionOf(useAppStore.getState()).schoolId).toBe(2);
    selectCourseClass(cls(1, 1));
    expect(sessionOf(useAppStore.getState()).schoolId).toBe(1);
    expect(useAppStore.getState().user).toEqual(first);
  });
});
