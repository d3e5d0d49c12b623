import { ArrowLeftOutlined, IdcardOutlined } from '@ant-design/icons';
import { Button, Result, Skeleton } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { loadTexts } from '../../../../shared/i18n/i18n';
import { useAppStore } from '../../../../shared/stores/app-store';
import { viewerKey } from '../../../../shared/stores/session';
import { ClassStatusTag } from '../../../../shared/ui/class-status-tag';
import { useClassList } from '../../api/get-class-list';
import { ClassCodeBox } from './class-code-box';
import { ClassSettings } from './class-settings';
import styles from './class-detail-panel.module.css';
import { ExportAccountsButton } from './export-accounts-button';
import { classCardsPath, MANAGE_ROOT } from './manage-paths';
import { StudentsPanel } from './students-panel';

// The AI workshop's teacher controls load with their own chunk (from their module, not the
// workshop's index: a dynamic import of the index put them in the chunk the workshop pages
// share, with antd's InputNumber, Checkbox and Switch), and with their texts, the studio's.
const ClassAiControls = lazy(() =>
  Promise.all([
    import('../../../ai-workshop/components/class-ai-controls'),
    loadTexts('studio'),
  ]).then(([m]) => ({ default: m.ClassAiControls })),
);

/**
 * One class: its code and settings, its AI controls, what the page adds under them (the
 * class's safety), and its pupils.
 */
export function ClassDetailPanel({ classId, children }: { classId: number; children?: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const viewer = useAppStore(viewerKey);
  const classes = useClassList(viewer);
  const courseClass = classes.data?.find((c) => c.id === classId);

  if (classes.isPending) return <Skeleton active />;
  if (!courseClass) {
    return (
      <Result
        status="404"
        title={t('manage.classNotFound')}
        extra={
          <Button type="primary" onClick={() => navigate(MANAGE_ROOT)}>
            {t('manage.backToClasses')}
          </Button>
        }
      />
    );
  }

  return (
    <div className={styles.detail}>
      <Button
        type="link"
        className={styles.back}
        icon={<ArrowLeftOutlined aria-hidden />}
        onClick={() => navigate(MANAGE_ROOT)}
      >
        {t('manage.backToClasses')}
      </Button>
      <header className={styles.head}>
        <div className={styles.titleRow}>
          <h2 className={styles.name}>{courseClass.courseClassName}</h2>
          <ClassStatusTag status={courseClass.courseClassStatus} />
        </div>
        <div className={styles.meta}>
          {courseClass.platformSemesterName} · {courseClass.schoolName}
        </div>
        <div className={styles.tools}>
          {courseClass.classCode ? (
            <ClassCodeBox
              classId={courseClass.id}
              className={courseClass.courseClassName}
              code={courseClass.classCode}
            />
          ) : null}
          <Button
            icon={<IdcardOutlined aria-hidden />}
            onClick={() => navigate(classCardsPath(courseClass.id))}
          >
            {t('manage.loginCards')}
          </Button>
          <ExportAccountsButton classId={courseClass.id} className={courseClass.courseClassName} />
        </div>
        <ClassSettings courseClass={courseClass} />
        <Suspense fallback={null}>
          <ClassAiControls classId={courseClass.id} />
        </Suspense>
      </header>
      {children}
      <StudentsPanel courseClass={courseClass} />
    </div>
  );
}
