import { SafetyOutlined } from '@ant-design/icons';
import type { TSafetyAlert } from '@haoduo/contract';
import { Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppStore } from '../../../shared/stores/app-store';
import { viewerKey } from '../../../shared/stores/session';
import { cx } from '../../../shared/ui/cx';
import { useAcknowledgeAlert, useOpenAlerts } from '../api/alerts';
import { useAlertFeedState } from '../model/feed-state';
import { closedAlertsPath } from '../paths';
import { AlertCard } from './alert-card';
import styles from './class-alerts-panel.module.css';
import { CloseAlertDialog } from './close-alert-dialog';

/**
 * The class page's live alerts: those not yet closed, newest first. The header's bell keeps
 * the stream that puts new ones here without a reload.
 */
export function ClassAlertsPanel({ classId }: { classId: number }) {
  const { t } = useTranslation();
  const viewer = useAppStore(viewerKey);
  const alerts = useOpenAlerts(viewer, classId);
  const live = useAlertFeedState((state) => state.live);
  const acknowledge = useAcknowledgeAlert();
  const [closing, setClosing] = useState<TSafetyAlert | null>(null);
  const list = alerts.data?.list ?? [];

  return (
    <section className={styles.panel} aria-labelledby="safety-alerts-title" id="alerts">
      <header className={styles.head}>
        <SafetyOutlined aria-hidden className={styles.icon} />
        <h3 id="safety-alerts-title" className={styles.title}>
          {t('safety.alerts.title')}
        </h3>
        {list.length > 0 && <span className={styles.count}>{list.length}</span>}
        <span
          className={cx(styles.live, live && styles.on)}
          role="status"
          data-testid="safety-live"
          data-live={live}
        >
          <span className={styles.dot} aria-hidden />
          {live ? t('safety.alerts.live') : t('safety.alerts.reconnecting')}
        </span>
      </header>
      <p className={styles.subtitle}>
        {t('safety.alerts.subtitle')}
        <Link
          className={styles.closedLink}
          to={closedAlertsPath(classId)}
          data-testid="safety-closed-link"
        >
          {t('safety.alerts.closedLink')}
        </Link>
      </p>
      {alerts.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : list.length === 0 ? (
        <div className={styles.empty} data-testid="safety-alerts-empty">
          <span className={styles.emptyIcon} aria-hidden>
            ✓
          </span>
          {t('safety.alerts.empty')}
        </div>
      ) : (
        <div className={styles.list} aria-live="polite">
          {list.map((alert) => (
            <AlertCard
              key={alert.id}
              alert={alert}
              acknowledging={acknowledge.isPending && acknowledge.variables === alert.id}
              onAcknowledge={(item) => acknowledge.mutate(item.id)}
              onClose={setClosing}
            />
          ))}
        </div>
      )}
      <CloseAlertDialog alert={closing} onClose={() => setClosing(null)} />
    </section>
  );
}
