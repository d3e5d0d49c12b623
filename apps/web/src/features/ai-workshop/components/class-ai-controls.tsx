import {
  AI_LESSON_MINUTES,
  AI_LOCKABLE_TOOL_LABELS,
  AI_LOCKABLE_TOOLS,
  type TAiLockableTool,
} from '@haoduo/contract';
import { Button, Checkbox, InputNumber, Skeleton, Switch } from 'antd';
import { dayjs } from '../../../shared/i18n/dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../shared/stores/app-store';
import { viewerKey } from '../../../shared/stores/session';
import { useClassControl, useSetClassControl } from '../api/class-control';
import { useCloseLesson } from '../api/close-lesson';
import { useOpenLesson } from '../api/open-lesson';
import styles from './class-ai-controls.module.css';

/**
 * The teacher in the room: pause the class's AI creation, lock tools for a lesson, or let the
 * class generate only while a lesson is open (primary grades). Pupils' pages read it within
 * seconds (they poll the class status).
 */
export function ClassAiControls({ classId }: { classId: number }) {
  const { t } = useTranslation();
  const viewer = useAppStore(viewerKey);
  const control = useClassControl(viewer, classId);
  const set = useSetClassControl(viewer);
  const open = useOpenLesson(viewer);
  const close = useCloseLesson(viewer);
  const [minutes, setMinutes] = useState<number>(AI_LESSON_MINUTES.DEFAULT);
  const until = control.data?.lessonOpenUntil ?? null;
  const { refetch } = control;
  // The lesson ends on its own: read the controls again once it has.
  useEffect(() => {
    if (until === null) return;
    const wait = Math.max(0, Date.parse(until) - Date.now()) + 1000;
    const timer = setTimeout(() => void refetch(), wait);
    return () => clearTimeout(timer);
  }, [until, refetch]);
  if (control.isPending) return <Skeleton active paragraph={{ rows: 1 }} />;
  if (!control.data) return null;
  const { paused, lockedTools, lessonRequired, lessonOpen } = control.data;
  const busy = set.isPending || open.isPending || close.isPending;
  return (
    <section className={styles.box} aria-label={t('studio.controls.title')}>
      <h3 className={styles.title}>{t('studio.controls.title')}</h3>
      <label className={styles.row}>
        <Switch
          checked={paused}
          loading={set.isPending}
          onChange={(checked) => set.mutate({ classId, paused: checked })}
          aria-label={t('studio.controls.pause')}
        />
        <span>{paused ? t('studio.controls.paused') : t('studio.controls.pause')}</span>
      </label>
      <div className={styles.row}>
        <span>{t('studio.controls.lock')}</span>
        <Checkbox.Group
          value={lockedTools}
          disabled={set.isPending}
          onChange={(tools) => set.mutate({ classId, lockedTools: tools as TAiLockableTool[] })}
          options={AI_LOCKABLE_TOOLS.map((tool) => ({
            value: tool,
            label: AI_LOCKABLE_TOOL_LABELS[tool],
          }))}
        />
      </div>
      <label className={styles.row}>
        <Switch
          checked={lessonRequired}
          loading={set.isPending}
          onChange={(checked) => set.mutate({ classId, lessonRequired: checked })}
          aria-label={t('studio.controls.lessonRequired')}
        />
        <span>{t('studio.controls.lessonRequired')}</span>
      </label>
      {lessonRequired && (
        <div className={styles.lesson} role="group" aria-label={t('studio.controls.lesson')}>
          {lessonOpen && until !== null ? (
            <>
              <span className={styles.open} role="status">
                {t('studio.controls.lessonOpenUntil', { time: dayjs(until).format('HH:mm') })}
              </span>
              <Button
                loading={close.isPending}
                disabled={busy}
                onClick={() => close.mutate(classId)}
              >
                {t('studio.controls.lessonClose')}
              </Button>
            </>
          ) : (
            <>
              <span className={styles.closed} role="status">
                {t('studio.controls.lessonNotOpen')}
              </span>
              <Button
                type="primary"
                loading={open.isPending}
                disabled={busy}
                onClick={() => open.mutate({ classId, minutes })}
              >
                {t('studio.controls.lessonOpen')}
              </Button>
              <span className={styles.hint}>
                {t('studio.controls.lessonLength')}{' '}
                <InputNumber
                  size="small"
                  min={AI_LESSON_MINUTES.MIN}
                  max={AI_LESSON_MINUTES.MAX}
                  step={5}
                  precision={0}
                  value={minutes}
                  disabled={busy}
                  // Cleared: back to the usual length rather than no length at all.
                  onChange={(value) => setMinutes(value ?? AI_LESSON_MINUTES.DEFAULT)}
                  aria-label={t('studio.controls.lessonLengthLabel')}
                  className={styles.minutes}
                />{' '}
                {t('studio.controls.lessonLengthUnit')}
              </span>
            </>
          )}
        </div>
      )}
      <p className={styles.hint}>{t('studio.controls.hint')}</p>
    </section>
  );
}
