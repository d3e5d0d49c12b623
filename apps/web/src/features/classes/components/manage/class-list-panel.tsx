import { Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../../shared/stores/app-store';
import { viewerKey } from '../../../../shared/stores/session';
import { useClassList } from '../../api/get-class-list';
import { useSemesters } from '../../api/get-semesters';
import { defaultSemester } from '../../class-session';
import { ClassCard } from './class-card';
import styles from './class-list-panel.module.css';
import { Select } from '../../../../shared/ui/select';
import { Empty } from '../../../../shared/ui/empty';

type TSemesterChoice = number | 'all';

/** 课班管理: the classes the teacher teaches in the active school, by semester. */
export function ClassListPanel() {
  const { t } = useTranslation();
  const viewer = useAppStore(viewerKey);
  const semesters = useSemesters();
  const [chosen, setChosen] = useState<TSemesterChoice | null>(null);
  const semester: TSemesterChoice = chosen ?? defaultSemester(semesters.data ?? [])?.id ?? 'all';
  const classes = useClassList(
    viewer,
    semester === 'all' ? {} : { platformSemesterId: semester },
    semesters.isSuccess || semesters.isError,
  );

  return (
    <div className={styles.panel}>
      <div className={styles.toolbar}>
        <Select<TSemesterChoice>
          className={styles.semester}
          size="large"
          aria-label={t('manage.semester')}
          value={semester}
          onChange={setChosen}
          options={[
            { value: 'all', label: t('manage.allSemesters') },
            ...(semesters.data ?? []).map((s) => ({
              value: s.id,
              label: s.currentSemester
                ? t('manage.currentSemesterLabel', { name: s.platformSemesterName })
                : s.platformSemesterName,
            })),
          ]}
        />
        <span className={styles.count}>
          {classes.data ? t('manage.classCount', { count: classes.data.length }) : null}
        </span>
      </div>
      {classes.isPending ? (
        <Skeleton active />
      ) : (classes.data ?? []).length === 0 ? (
        <Empty className={styles.empty} description={t('manage.noClasses')} />
      ) : (
        <div className={styles.grid}>
          {(classes.data ?? []).map((courseClass) => (
            <ClassCard key={courseClass.id} courseClass={courseClass} />
          ))}
        </div>
      )}
    </div>
  );
}
