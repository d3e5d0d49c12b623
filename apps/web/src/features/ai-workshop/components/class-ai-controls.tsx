import { AI_LOCKABLE_TOOL_LABELS, AI_LOCKABLE_TOOLS, type TAiLockableTool } from '@haoduo/contract';
import { Checkbox, Skeleton, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../shared/stores/app-store';
import { viewerKey } from '../../../shared/stores/session';
import { useClassControl, useSetClassControl } from '../api/class-control';
import styles from './class-ai-controls.module.css';

/**
 * The teacher in the room: pause the class's AI creation, or lock tools for a lesson. Pupils'
 * pages read it within seconds (they poll the class status).
 */
export function ClassAiControls({ classId }: { classId: number }) {
  const { t } = useTranslation();
  const viewer = useAppStore(viewerKey);
  const control = useClassControl(viewer, classId);
  const set = useSetClassControl(viewer);
  if (control.isPending) return <Skeleton active paragraph={{ rows: 1 }} />;
  if (!control.data) return null;
  const { paused, lockedTools } = control.data;
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
      <p className={styles.hint}>{t('studio.controls.hint')}</p>
    </section>
  );
}
