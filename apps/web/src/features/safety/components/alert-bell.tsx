import { BellOutlined } from '@ant-design/icons';
import { AccountType, type TSafetyAlert } from '@haoduo/contract';
import { Button, Popover } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { navigateTo } from '../../../shared/navigation/navigator';
import { useAppStore } from '../../../shared/stores/app-store';
import { viewerKey } from '../../../shared/stores/session';
import { cx } from '../../../shared/ui/cx';
import { feedback } from '../../../shared/ui/feedback';
import { Tag } from '../../../shared/ui/tag';
import { useOpenAlerts } from '../api/alerts';
import { shortTime } from '../model/time';
import { useAlertFeed } from '../model/use-alert-feed';
import { classPagePath, closedAlertsPath } from '../paths';
import styles from './alert-bell.module.css';

/** How many alerts the dropdown lists; the class pages have them all. */
const LISTED = 8;

/**
 * A teacher's bell in the header: the number of alerts nobody has acknowledged, kept live by
 * the alert stream (no polling), a list of the open ones a click away, and a notice that
 * stays on screen the moment a critical one arrives.
 */
export function AlertBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const viewer = useAppStore(viewerKey);
  const teacher = useAppStore(
    (state) => Boolean(state.token) && state.accountType === AccountType.TEACHER,
  );
  const [open, setOpen] = useState(false);

  const notify = useCallback(
    (alert: TSafetyAlert) => {
      const key = `safety-alert-${alert.id}`;
      feedback().notification.warning({
        key,
        title: t('safety.notify.title', { name: alert.studentName }),
        description: t('safety.notify.description', {
          className: alert.courseClassName,
          kind: t(`safety.kind.${alert.kind}`),
        }),
        duration: 0,
        placement: 'topRight',
        actions: (
          <Button
            type="primary"
            size="small"
            onClick={() => {
              feedback().notification.destroy(key);
              navigateTo(classPagePath(alert.classId));
            }}
          >
            {t('safety.notify.view')}
          </Button>
        ),
      });
    },
    [t],
  );
  const alerts = useOpenAlerts(viewer, undefined, teacher);
  // The stream opens once the list is read, so it starts after the newest alert in it.
  useAlertFeed(viewer, teacher && alerts.isFetched, notify);
  if (!teacher) return null;

  const count = alerts.data?.openCount ?? 0;
  const list = alerts.data?.list ?? [];
  const go = (alert: TSafetyAlert) => {
    setOpen(false);
    navigate(classPagePath(alert.classId));
  };

  const content = (
    <div className={styles.panel} data-testid="safety-bell-panel">
      <div className={styles.panelHead}>
        <strong>{t('safety.bell.title')}</strong>
        <span>{t('safety.bell.subtitle')}</span>
      </div>
      {list.length === 0 ? (
        <div className={styles.empty}>
          <strong>{t('safety.bell.empty')}</strong>
          <span>{t('safety.bell.emptyHint')}</span>
        </div>
      ) : (
        <ul className={styles.list}>
          {list.slice(0, LISTED).map((alert) => (
            <li key={alert.id}>
              <button
                type="button"
                className={cx(styles.item, alert.status === 'open' && styles.unread)}
                onClick={() => go(alert)}
              >
                <span className={styles.itemHead}>
                  <Tag color={alert.severity === 'critical' ? 'red' : 'orange'}>
                    {t(`safety.kind.${alert.kind}`)}
                  </Tag>
                  <span className={styles.itemName}>{alert.studentName}</span>
                  <span className={styles.itemClass}>{alert.courseClassName}</span>
                  <time className={styles.itemTime} dateTime={alert.createdAt}>
                    {shortTime(alert.createdAt)}
                  </time>
                </span>
                <span className={styles.itemText}>{alert.message}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className={styles.closedLink}
        onClick={() => {
          setOpen(false);
          navigate(closedAlertsPath());
        }}
        data-testid="safety-bell-closed"
      >
        {t('safety.bell.closedLink')}
      </button>
    </div>
  );

  return (
    <Popover
      content={content}
      trigger="click"
      placement="bottomRight"
      rootClassName={styles.overlay}
      open={open}
      onOpenChange={setOpen}
    >
      <button
        type="button"
        className={cx(styles.bell, count > 0 && styles.ringing)}
        aria-label={count > 0 ? t('safety.bell.labelCount', { count }) : t('safety.bell.label')}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="safety-bell"
      >
        <BellOutlined aria-hidden className={styles.bellIcon} />
        {count > 0 && (
          <span className={styles.badge} data-testid="safety-bell-count" aria-hidden>
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>
    </Popover>
  );
}
