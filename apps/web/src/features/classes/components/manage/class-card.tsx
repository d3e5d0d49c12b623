import { IdcardOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import type { TClassListItem } from '@haoduo/contract';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ClassStatusTag } from '../../../../shared/ui/class-status-tag';
import { ExportAccountsButton } from './export-accounts-button';
import { ClassCodeBox } from './class-code-box';
import { classCardsPath, classDetailPath } from './manage-paths';
import styles from './class-card.module.css';

/** One of the teacher's classes: status, semester, pupils, class code and what to do. */
export function ClassCard({ courseClass }: { courseClass: TClassListItem }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const limit = courseClass.limitStudentSize;
  return (
    <article className={styles.card} aria-label={courseClass.courseClassName}>
      <header className={styles.head}>
        <h2 className={styles.name}>{courseClass.courseClassName}</h2>
        <ClassStatusTag status={courseClass.courseClassStatus} />
      </header>
      <div className={styles.meta}>
        <span>{courseClass.platformSemesterName}</span>
        <span>
          <UserOutlined aria-hidden />{' '}
          {limit
            ? t('manage.studentCountLimit', { count: courseClass.studentCount ?? 0, limit })
            : t('manage.studentCount', { count: courseClass.studentCount ?? 0 })}
        </span>
        {courseClass.effectiveEndDate ? (
          <span>{t('manage.validUntil', { date: courseClass.effectiveEndDate })}</span>
        ) : null}
      </div>
      {courseClass.classCode ? (
        <ClassCodeBox
          classId={courseClass.id}
          className={courseClass.courseClassName}
          code={courseClass.classCode}
        />
      ) : null}
      <footer className={styles.actions}>
        <Button
          type="primary"
          size="large"
          icon={<TeamOutlined aria-hidden />}
          onClick={() => navigate(classDetailPath(courseClass.id))}
        >
          {t('manage.manageStudents')}
        </Button>
        <Button
          size="large"
          icon={<IdcardOutlined aria-hidden />}
          onClick={() => navigate(classCardsPath(courseClass.id))}
        >
          {t('manage.loginCards')}
        </Button>
        <ExportAccountsButton
          classId={courseClass.id}
          className={courseClass.courseClassName}
          size="large"
        />
      </footer>
    </article>
  );
}
