import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { ClassDetailPanel, ClassListPanel, LoginCardsSheet } from '../../../features/classes';
import { ShellPage } from '../shell-page';
import { TeacherOnly } from '../teacher-only';

function useClassId(): number | null {
  const { classId } = useParams();
  const id = Number(classId);
  return Number.isInteger(id) && id > 0 ? id : null;
}

function ClassDetailRoute() {
  const classId = useClassId();
  return classId ? <ClassDetailPanel classId={classId} /> : <Navigate to=".." replace />;
}

function LoginCardsRoute() {
  const classId = useClassId();
  return classId ? <LoginCardsSheet classId={classId} /> : <Navigate to=".." replace />;
}

/**
 * /user/student/list/* (课班管理, teachers): the classes (index), one class with its pupils
 * (detail/:classId) and its printable sign-in cards (cards/:classId).
 */
export default function StudentListPage() {
  const { t } = useTranslation();
  return (
    <TeacherOnly>
      <ShellPage title={t('pages.studentList')} subtitle={t('manage.subtitle')}>
        <Routes>
          <Route index element={<ClassListPanel />} />
          <Route path="detail/:classId" element={<ClassDetailRoute />} />
          <Route path="cards/:classId" element={<LoginCardsRoute />} />
          <Route path="*" element={<Navigate to="/user/student/list" replace />} />
        </Routes>
      </ShellPage>
    </TeacherOnly>
  );
}
