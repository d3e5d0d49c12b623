import { AccountType } from '@haoduo/contract';
import { useEffect } from 'react';
import { isSignedIn, onLogout, useAppStore } from '../../../shared/stores/app-store';
import { viewerKey } from '../../../shared/stores/session';
import { useClassList } from '../api/get-class-list';
import { useSemesters } from '../api/get-semesters';
import {
  clearStudentWindowSession,
  defaultSemester,
  followClassSchool,
  pickCurrentClass,
  readStudentWindowSession,
  writeStudentWindowSession,
} from '../class-session';

/**
 * Keeps the client state of a signed-in account in step with the server: a student's class
 * list and current class (the remembered one while it is still theirs, else the first), and
 * the semesters with the current one.
 */
export function ClassSessionSync() {
  const signedIn = useAppStore(isSignedIn);
  const accountType = useAppStore((state) => state.accountType);
  const viewer = useAppStore(viewerKey);
  const patch = useAppStore((state) => state.patch);
  const student = signedIn && accountType === AccountType.STUDENT;
  const classes = useClassList(viewer, {}, student);
  const semesters = useSemesters(signedIn);

  useEffect(() => onLogout(clearStudentWindowSession), []);

  useEffect(() => {
    if (!student || !classes.data) return;
    const remembered = readStudentWindowSession().classId;
    const stored = useAppStore.getState().currentCourseClass?.id;
    const current = pickCurrentClass(classes.data, [remembered, stored]);
    followClassSchool(current);
    patch({ courseClassList: classes.data, currentCourseClass: current });
    writeStudentWindowSession({ classId: current?.id ?? null });
  }, [student, classes.data, patch]);

  useEffect(() => {
    if (!semesters.data) return;
    const remembered = readStudentWindowSession().semesterId;
    const current =
      semesters.data.find((semester) => semester.id === remembered) ??
      defaultSemester(semesters.data);
    patch({ platformSemesterList: semesters.data, currentSemester: current });
    if (student) writeStudentWindowSession({ semesterId: current?.id ?? null });
  }, [student, semesters.data, patch]);

  return null;
}
