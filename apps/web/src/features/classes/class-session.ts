import { AccountType, type TCourseClass, type TPlatformSemester } from '@haoduo/contract';
import { useAppStore } from '../../shared/stores/app-store';
import { writeLoginTenantId } from '../../shared/stores/login-tenant';
import { sessionOf } from '../../shared/stores/session';

/** The current semester: the one flagged current, else the first. */
export function defaultSemester<T extends TPlatformSemester>(list: readonly T[]): T | null {
  return list.find((semester) => semester.currentSemester) ?? list[0] ?? null;
}

/** The class to show: the first of the preferred ids still in the list, else the first. */
export function pickCurrentClass<T extends TCourseClass>(
  list: readonly T[],
  preferredIds: ReadonlyArray<number | null | undefined>,
): T | null {
  for (const id of preferredIds) {
    const found = id == null ? undefined : list.find((c) => c.id === id);
    if (found) return found;
  }
  return list[0] ?? null;
}

/**
 * A student's semester and class, kept on the window so they survive
 * navigation inside the page even when storage is unavailable; a reload starts again from
 * the persisted class.
 */
export interface TStudentWindowSession {
  semesterId: number | null;
  classId: number | null;
}

declare global {
  interface Window {
    __haoduoStudentSession?: TStudentWindowSession;
  }
}

export function readStudentWindowSession(): TStudentWindowSession {
  return window.__haoduoStudentSession ?? { semesterId: null, classId: null };
}

export function writeStudentWindowSession(values: Partial<TStudentWindowSession>): void {
  window.__haoduoStudentSession = { ...readStudentWindowSession(), ...values };
}

export function clearStudentWindowSession(): void {
  delete window.__haoduoStudentSession;
}

/**
 * A pupil's class of another of their schools moves the session's tenant (tenant-info) to
 * that school, so that its calls are answered there; the same school changes nothing.
 */
export function followClassSchool(courseClass: TCourseClass | null): void {
  const state = useAppStore.getState();
  const schoolId = (courseClass as { schoolId?: number } | null)?.schoolId;
  if (state.accountType !== AccountType.STUDENT || schoolId === undefined) return;
  if (sessionOf(state).schoolId === schoolId) return;
  const account = state.accountList.find((a) => a.schoolId === schoolId);
  if (!account) return;
  writeLoginTenantId(schoolId);
  state.patch({ loginTenantId: schoolId, user: account });
}

/** Makes a class the current one (in its school) and remembers it on the window. */
export function selectCourseClass(courseClass: TCourseClass): void {
  followClassSchool(courseClass);
  useAppStore.getState().patch({ currentCourseClass: courseClass });
  writeStudentWindowSession({ classId: courseClass.id });
}
