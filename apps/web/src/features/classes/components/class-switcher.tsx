import { PlusOutlined } from '@ant-design/icons';
import {
  CLASS_STATUS_LABELS,
  Messages,
  type TClassStatus,
  type TCourseClass,
  type TJoinClassResult,
} from '@haoduo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Paths } from '../../../shared/navigation/paths';
import { useAppStore } from '../../../shared/stores/app-store';
import { viewerKey } from '../../../shared/stores/session';
import { ClassStatusTag } from '../../../shared/ui/class-status-tag';
import { lazyDialog } from '../../../shared/ui/lazy-dialog';
import { Select } from '../../../shared/ui/select';
import { CLASSES_KEY, classListQuery } from '../api/get-class-list';
import { selectCourseClass } from '../class-session';
import styles from './class-switcher.module.css';

// Joining a class is rare: its dialogs (antd's Form among them) load when first opened.
const JoinClassModal = lazyDialog(() => import('./join-class-modal').then((m) => m.JoinClassModal));
const JoinResultModal = lazyDialog(
  () => import('./join-result-modal').then((m) => m.JoinResultModal),
  (props) => props.result !== null,
);

/** An option in the browser's list: the name, then status, semester and school. */
function optionText(courseClass: TCourseClass): string {
  const status = CLASS_STATUS_LABELS[courseClass.courseClassStatus as TClassStatus];
  const meta = [courseClass.platformSemesterName, courseClass.schoolName]
    .filter(Boolean)
    .join(' · ');
  return [courseClass.courseClassName, status && `（${status}）`, meta && ` ${meta}`]
    .filter(Boolean)
    .join('');
}

/** The chosen class in the closed switcher: status tag, name, semester and school. */
function ClassOption({ courseClass }: { courseClass: TCourseClass }) {
  return (
    <div className={styles.option}>
      <div className={styles.optionHead}>
        <ClassStatusTag status={courseClass.courseClassStatus} />
        <span className={styles.optionName}>{courseClass.courseClassName}</span>
      </div>
      <div className={styles.optionMeta}>
        {[courseClass.platformSemesterName, courseClass.schoolName].filter(Boolean).join(' · ')}
      </div>
    </div>
  );
}

/**
 * The student's class switcher: each option shows the status tag,
 * class name, semester and school; switching goes to my/book. 加入新班级 joins by class
 * code, refreshes the list and selects the joined class.
 */
export function ClassSwitcher() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const viewer = useAppStore(viewerKey);
  const classes = useAppStore((state) => state.courseClassList);
  const current = useAppStore((state) => state.currentCourseClass);
  const patch = useAppStore((state) => state.patch);
  const [joinOpen, setJoinOpen] = useState(false);
  const [result, setResult] = useState<TJoinClassResult | null>(null);

  const switchTo = (id: number) => {
    const chosen = classes.find((c) => c.id === id);
    if (!chosen) return;
    selectCourseClass(chosen);
    navigate(Paths.CREATION_CENTER);
  };

  const onJoined = async (joined: TJoinClassResult) => {
    setJoinOpen(false);
    // The lists kept for the pupil's other schools are out of date too: a class of another
    // school moves the session there, whose old list would not have the class.
    queryClient.removeQueries({
      queryKey: [CLASSES_KEY, 'list'],
      predicate: (query) => query.queryKey[2] !== viewer,
    });
    const list = await queryClient.fetchQuery(classListQuery(viewer));
    patch({ courseClassList: list });
    const joinedClass = list.find((c) => c.id === joined.worksCourseClassId);
    if (joined.firstJoin && joinedClass) selectCourseClass(joinedClass);
    setResult(joined);
  };

  const goToJoined = () => {
    const joinedClass = useAppStore
      .getState()
      .courseClassList.find((c) => c.id === result?.worksCourseClassId);
    if (joinedClass) selectCourseClass(joinedClass);
    navigate(Paths.CREATION_CENTER);
  };

  return (
    <div className={styles.switcher}>
      <div className={styles.label}>{t('classes.currentClass')}</div>
      <Select<number>
        className={styles.select}
        size="large"
        aria-label={t('classes.switchClass')}
        value={current?.id}
        title={current?.courseClassName}
        placeholder={t('classes.noClass')}
        onChange={switchTo}
        options={classes.map((c) => ({ value: c.id, label: optionText(c) }))}
        display={current ? <ClassOption courseClass={current} /> : undefined}
      />
      <Button
        className={styles.join}
        icon={<PlusOutlined aria-hidden />}
        size="large"
        block
        onClick={() => setJoinOpen(true)}
      >
        {Messages.JOIN_NEW_CLASS}
      </Button>
      <JoinClassModal
        open={joinOpen}
        onClose={() => setJoinOpen(false)}
        onJoined={(joined) => void onJoined(joined)}
      />
      <JoinResultModal result={result} onGo={goToJoined} onClose={() => setResult(null)} />
    </div>
  );
}
