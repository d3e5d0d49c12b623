import { CheckOutlined, CloseCircleOutlined } from '@ant-design/icons';
import type { TSafetyAlert } from '@haoduo/contract';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../shared/ui/avatar';
import { cx } from '../../../shared/ui/cx';
import { Tag } from '../../../shared/ui/tag';
import { useSafetyLabels } from '../model/labels';
import { shortTime } from '../model/time';
import styles from './alert-card.module.css';

interface TAlertCardProps {
  alert: TSafetyAlert;
  acknowledging?: boolean;
  onAcknowledge: (alert: TSafetyAlert) => void;
  onClose: (alert: TSafetyAlert) => void;
}

/**
 * One alert on the class page: who, what kind, when, what the pupil said with the chat before
 * it, who has seen it; 确认 while nobody has, 关闭 (with a note) until closed; once closed,
 * who closed it, when, and the note.
 */
export function AlertCard({ alert, acknowledging, onAcknowledge, onClose }: TAlertCardProps) {
  const { t } = useTranslation();
  const critical = alert.severity === 'critical';
  const toolLabel = useSafetyLabels().tool(alert.tool);
  return (
    <article
      className={cx(
        styles.card,
        critical && styles.critical,
        alert.status === 'open' && styles.new,
      )}
      aria-label={`${alert.studentName} · ${t(`safety.kind.${alert.kind}`)}`}
      data-testid="safety-alert"
    >
      <header className={styles.head}>
        <Avatar size={36} className={styles.avatar}>
          {alert.studentName.slice(0, 1)}
        </Avatar>
        <div className={styles.who}>
          <strong className={styles.name}>{alert.studentName}</strong>
          <span className={styles.meta}>
            <time dateTime={alert.createdAt}>{shortTime(alert.createdAt)}</time>
            {' · '}
            {t('safety.alerts.via', { tool: toolLabel })}
          </span>
        </div>
        <div className={styles.tags}>
          <Tag color={critical ? 'red' : 'orange'}>{t(`safety.severity.${alert.severity}`)}</Tag>
          <Tag color={critical ? 'red' : 'orange'}>{t(`safety.kind.${alert.kind}`)}</Tag>
          <Tag color={alert.status === 'open' ? 'gold' : 'blue'}>
            {t(`safety.status.${alert.status}`)}
          </Tag>
        </div>
      </header>
      {alert.context.length > 0 && (
        <div className={styles.context}>
          <div className={styles.contextLabel}>{t('safety.alerts.context')}</div>
          {alert.context.map((line, index) => (
            <p
              key={`${index}-${line.at ?? ''}`}
              className={cx(styles.line, line.role === 'pupil' ? styles.pupil : styles.ai)}
            >
              <span className={styles.speaker}>
                {line.role === 'pupil' ? alert.studentName : t('safety.alerts.assistant')}
              </span>
              {line.text}
            </p>
          ))}
        </div>
      )}
      <blockquote className={styles.said}>
        <span className={styles.saidLabel}>
          {t('safety.alerts.pupilSaid', { name: alert.studentName })}
        </span>
        <span className={styles.saidText}>{alert.message}</span>
      </blockquote>
      {alert.status === 'closed' && (
        <div className={styles.closed} data-testid="safety-alert-closed">
          <div className={styles.contextLabel}>
            {t('safety.closed.by', {
              name: alert.closedByName ?? '',
              time: alert.closedAt ? shortTime(alert.closedAt) : '',
            })}
          </div>
          <p className={styles.note}>{alert.note}</p>
        </div>
      )}
      <footer className={styles.foot}>
        <span className={styles.seen}>
          {alert.acknowledgedByName && alert.acknowledgedAt
            ? t('safety.alerts.acknowledgedBy', {
                name: alert.acknowledgedByName,
                time: shortTime(alert.acknowledgedAt),
              })
            : null}
        </span>
        {alert.status === 'open' && (
          <Button
            type="primary"
            icon={<CheckOutlined aria-hidden />}
            loading={acknowledging}
            onClick={() => onAcknowledge(alert)}
          >
            {t('safety.alerts.acknowledge')}
          </Button>
        )}
        {alert.status !== 'closed' && (
          <Button icon={<CloseCircleOutlined aria-hidden />} onClick={() => onClose(alert)}>
            {t('safety.alerts.close')}
          </Button>
        )}
      </footer>
    </article>
  );
}
