import {
  AI_LOCKABLE_TOOL_LABELS,
  SAFETY_PUPIL_LOCKABLE_TOOLS,
  type TAiLockableTool,
} from '@haoduo/contract';
import { Select as AntSelect, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { loadTexts } from '../../../../shared/i18n/i18n';
import { useAppStore } from '../../../../shared/stores/app-store';
import { viewerKey } from '../../../../shared/stores/session';
import { cx } from '../../../../shared/ui/cx';
import { feedback } from '../../../../shared/ui/feedback';
import { Switch } from '../../../../shared/ui/switch';
import { usePupilControls, useSetPupilControl } from '../../api/pupil-controls';
import styles from './pupil-controls.module.css';

// The class's own pause and locks are the AI workshop's teacher controls (the same box as on
// the class page), loaded with their texts.
const ClassAiControls = lazy(() =>
  Promise.all([
    import('../../../ai-workshop/components/class-ai-controls'),
    loadTexts('studio'),
  ]).then(([m]) => ({ default: m.ClassAiControls })),
);

const TOOL_OPTIONS = SAFETY_PUPIL_LOCKABLE_TOOLS.map((tool) => ({
  value: tool,
  label: AI_LOCKABLE_TOOL_LABELS[tool],
}));

/**
 * Pause or lock from the history: the whole class (its AI controls) and each pupil (a pause
 * of all their AI tools, or locks of some). `highlight` is the pupil the history shows.
 */
export function PupilControls({ classId, highlight }: { classId: number; highlight?: number }) {
  const { t } = useTranslation();
  const viewer = useAppStore(viewerKey);
  const controls = usePupilControls(viewer, classId);
  const set = useSetPupilControl(viewer);
  const rows = [...(controls.data ?? [])].sort(
    (a, b) => Number(b.studentId === highlight) - Number(a.studentId === highlight),
  );
  const save = (
    studentId: number,
    name: string,
    change: { paused?: boolean; lockedTools?: TAiLockableTool[] },
  ) =>
    set.mutate(
      { classId, studentId, ...change },
      {
        onSuccess: () => void feedback().message.success(t('safety.history.pupilSaved', { name })),
      },
    );

  return (
    <section className={styles.box} aria-labelledby="pupil-controls-title">
      <h3 id="pupil-controls-title" className={styles.title}>
        {t('safety.history.controlsTitle')}
      </h3>
      <p className={styles.hint}>{t('safety.history.controlsHint')}</p>
      <Suspense fallback={null}>
        <ClassAiControls classId={classId} />
      </Suspense>
      {controls.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <ul className={styles.list} aria-label={t('safety.history.pupil')}>
          {rows.map((row) => (
            <li
              key={row.studentId}
              className={cx(
                styles.row,
                row.paused && styles.paused,
                row.studentId === highlight && styles.highlight,
              )}
              data-testid="pupil-control"
            >
              <div className={styles.rowHead}>
                <span className={styles.name}>{row.studentName}</span>
                {row.paused && (
                  <span className={styles.pausedTag}>{t('safety.history.paused')}</span>
                )}
                <Switch
                  checked={row.paused}
                  disabled={set.isPending}
                  aria-label={t('safety.history.pausePupil', { name: row.studentName })}
                  onChange={(paused) => save(row.studentId, row.studentName, { paused })}
                />
              </div>
              <AntSelect<TAiLockableTool[]>
                mode="multiple"
                size="small"
                className={styles.tools}
                placeholder={t('safety.history.lockTools')}
                aria-label={t('safety.history.lockToolsOf', { name: row.studentName })}
                value={row.lockedTools}
                options={TOOL_OPTIONS}
                maxTagCount="responsive"
                disabled={set.isPending}
                onChange={(lockedTools) => save(row.studentId, row.studentName, { lockedTools })}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
