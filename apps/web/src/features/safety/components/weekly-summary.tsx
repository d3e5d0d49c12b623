import { BarChartOutlined } from '@ant-design/icons';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppStore } from '../../../shared/stores/app-store';
import { viewerKey } from '../../../shared/stores/session';
import { Tag } from '../../../shared/ui/tag';
import { useWeeklySummary } from '../api/history';
import { useSafetyLabels } from '../model/labels';
import { classHistoryPath } from '../paths';
import styles from './weekly-summary.module.css';

/** How many pupils the summary names; the rest are in the history. */
const PUPILS_SHOWN = 8;

/**
 * The class's flags of the last 7 days: totals, per category (bars) and per pupil (each a
 * link to that pupil's history).
 */
export function WeeklySummary({ classId }: { classId: number }) {
  const { t } = useTranslation();
  const labels = useSafetyLabels();
  const viewer = useAppStore(viewerKey);
  const summary = useWeeklySummary(viewer, classId);

  if (summary.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (!summary.data) return null;
  const data = summary.data;
  const top = Math.max(1, ...data.byCategory.map((row) => row.count));
  const stats = [
    { key: 'total', value: data.total },
    { key: 'refused', value: data.refused },
    { key: 'flagged', value: data.flagged },
    { key: 'alerts', value: data.alerts },
  ] as const;

  return (
    <section className={styles.panel} aria-labelledby="safety-summary-title">
      <header className={styles.head}>
        <BarChartOutlined aria-hidden className={styles.icon} />
        <h3 id="safety-summary-title" className={styles.title}>
          {t('safety.summary.title')}
        </h3>
        <span className={styles.range}>
          {t('safety.summary.range', { from: data.dateFrom, to: data.dateTo })}
        </span>
      </header>
      <dl className={styles.stats}>
        {stats.map((stat) => (
          <div key={stat.key} className={styles.stat} data-kind={stat.key}>
            <dt>{t(`safety.summary.${stat.key}`)}</dt>
            <dd>{stat.value}</dd>
          </div>
        ))}
      </dl>
      {data.total === 0 && data.alerts === 0 ? (
        <p className={styles.none}>{t('safety.summary.none')}</p>
      ) : (
        <div className={styles.columns}>
          <div className={styles.column}>
            <h4 className={styles.columnTitle}>{t('safety.summary.byCategory')}</h4>
            <ul className={styles.bars}>
              {data.byCategory.map((row) => (
                <li key={row.category} className={styles.bar}>
                  <span className={styles.barLabel}>{labels.category(row.category)}</span>
                  <span className={styles.track} aria-hidden>
                    <span
                      className={styles.fill}
                      style={{ width: `${(row.count / top) * 100}%` }}
                    />
                  </span>
                  <span className={styles.barCount}>
                    {t('safety.summary.times', { count: row.count })}
                  </span>
                </li>
              ))}
            </ul>
          </div>
          <div className={styles.column}>
            <h4 className={styles.columnTitle}>{t('safety.summary.byPupil')}</h4>
            <ul className={styles.pupils}>
              {data.byPupil.slice(0, PUPILS_SHOWN).map((pupil) => (
                <li key={pupil.studentId} className={styles.pupil}>
                  <Link
                    className={styles.pupilName}
                    to={classHistoryPath(classId, { studentId: pupil.studentId, flag: 'flagged' })}
                  >
                    {pupil.studentName}
                  </Link>
                  <span className={styles.pupilCats}>
                    {pupil.categories.map((row) => (
                      <Tag key={row.category}>
                        {labels.category(row.category)} {row.count}
                      </Tag>
                    ))}
                    {pupil.alerts > 0 && (
                      <Tag color="red">
                        {t('safety.summary.pupilAlerts', { count: pupil.alerts })}
                      </Tag>
                    )}
                  </span>
                  <span className={styles.barCount}>
                    {t('safety.summary.times', { count: pupil.total })}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
    </section>
  );
}
