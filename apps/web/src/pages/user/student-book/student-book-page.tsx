import { useTranslation } from 'react-i18next';
import { StudentWorksPanel } from '../../../features/classes';
import { ReviewQueue } from '../../../features/works';
import { ShellPage } from '../shell-page';
import { TeacherOnly } from '../teacher-only';

/** /user/student/book (学员作品, teachers): the works of their classes' pupils. */
export default function StudentBookPage() {
  const { t } = useTranslation();
  return (
    <TeacherOnly>
      <ShellPage title={t('pages.studentBook')} subtitle={t('studentWorks.subtitle')}>
        <ReviewQueue />
        <StudentWorksPanel />
      </ShellPage>
    </TeacherOnly>
  );
}
