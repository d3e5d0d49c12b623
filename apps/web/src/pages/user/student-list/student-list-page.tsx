import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useParams, useSearchParams } from 'react-router';
import { TeacherWeek } from '../../../features/courses/lazy-week-cards';
import {
  ClassDetailPanel,
  ClassListPanel,
  LoginCardsSheet,
  useClassList,
} from '../../../features/classes';
import {
  ClassHistory,
  ClassRulesForm,
  ClassSafetySection,
  ClosedAlerts,
} from '../../../features/safety';
import { useAppStore } from '../../../shared/stores/app-store';
import { viewerKey } from '../../../shared/stores/session';
import { ShellPage } from '../shell-page';
import { TeacherOnly } from '../teacher-only';

function useClassId(): number | null {
  const { classId } = useParams();
  const id = Number(classId);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** A page of one class, or back to the list when the address names none. */
function OneClass({ children }: { children: (classId: number) => ReactNode }) {
  const classId = useClassId();
  return classId ? (
    <Suspense fallback={null}>{children(classId)}</Suspense>
  ) : (
    <Navigate to=".." replace />
  );
}

function ClassHistoryRoute({ classId }: { classId: number }) {
  const viewer = useAppStore(viewerKey);
  const classes = useClassList(viewer);
  const name = classes.data?.find((c) => c.id === classId)?.courseClassName ?? '';
  return <ClassHistory classId={classId} className={name} />;
}

/** The handled alerts of the teacher's classes (?classId= for one class first). */
function ClosedAlertsRoute() {
  const viewer = useAppStore(viewerKey);
  const classes = useClassList(viewer);
  const [search] = useSearchParams();
  const classId = Number(search.get('classId')) || undefined;
  return (
    <Suspense fallback={null}>
      <ClosedAlerts key={classId ?? 0} classes={classes.data ?? []} classId={classId} />
    </Suspense>
  );
}

/**
 * /user/student/list/* (课班管理, teachers): the week's lessons and to-dos with the classes
 * (index), one class with its pupils
 * and its safety (detail/:classId), its printable sign-in cards (cards/:classId), its AI
 * history (history/:classId), its safety rules (rules/:classId), and the handled alerts
 * (closed-alerts).
 */
export default function StudentListPage() {
  const { t } = useTranslation();
  return (
    <TeacherOnly>
      <ShellPage title={t('pages.studentList')} subtitle={t('manage.subtitle')}>
        <Routes>
          <Route
            index
            element={
              <>
                <Suspense fallback={null}>
                  <TeacherWeek />
                </Suspense>
                <ClassListPanel />
              </>
            }
          />
          <Route
            path="detail/:classId"
            element={
              <OneClass>
                {(classId) => (
                  <ClassDetailPanel classId={classId}>
                    <Suspense fallback={null}>
                      <ClassSafetySection classId={classId} />
                    </Suspense>
                  </ClassDetailPanel>
                )}
              </OneClass>
            }
          />
          <Route
            path="cards/:classId"
            element={<OneClass>{(classId) => <LoginCardsSheet classId={classId} />}</OneClass>}
          />
          <Route
            path="history/:classId"
            element={<OneClass>{(classId) => <ClassHistoryRoute classId={classId} />}</OneClass>}
          />
          <Route
            path="rules/:classId"
            element={<OneClass>{(classId) => <ClassRulesForm classId={classId} />}</OneClass>}
          />
          <Route path="closed-alerts" element={<ClosedAlertsRoute />} />
          <Route path="*" element={<Navigate to="/user/student/list" replace />} />
        </Routes>
      </ShellPage>
    </TeacherOnly>
  );
}
