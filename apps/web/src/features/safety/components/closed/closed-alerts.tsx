import { ArrowLeftOutlined } from '@ant-design/icons';
import { SAFETY_ALERT_KINDS, type TSafetyAlertKind } from '@haoduo/contract';
import { Button, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppStore } from '../../../../shared/stores/app-store';
import { viewerKey } from '../../../../shared/stores/session';
import { Empty } from '../../../../shared/ui/empty';
import { Pagination } from '../../../../shared/ui/pagination';
import { Select } from '../../../../shared/ui/select';
import { useClosedAlerts } from '../../api/alerts';
import { usePupilControls } from '../../api/pupil-controls';
import { classPagePath } from '../../paths';
import { AlertCard } from '../alert-card';
import styles from './closed-alerts.module.css';

const PAGE_SIZE = 20;
const nothing = () => undefined;

interface TClosedAlertsProps {
  /** The classes the teacher teaches (the class filter). */
  classes: ReadonlyArray<{ id: number; courseClassName: string }>;
  /** The class to show first (from the class page); all classes when absent. */
  classId?: number;
}

/**
 * The handled alerts of a teacher's classes: who closed each, when and the note, the last
 * closed first; filtered by class, pupil (of the chosen class) and kind.
 */
export function ClosedAlerts({ classes, classId: initialClassId }: TClosedAlertsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const viewer = useAppStore(viewerKey);
  const [classId, setClassId] = useState(initialClassId);
  const [studentId, setStudentId] = useState<number>();
  const [kind, setKind] = useState<TSafetyAlertKind>();
  const [currentPage, setCurrentPage] = useState(1);
  const alerts = useClosedAlerts(viewer, {
    classId,
    studentId,
    kind,
    currentPage,
    pageSize: PAGE_SIZE,
  });
  const pupils = usePupilControls(viewer, classId ?? 0, classId !== undefined);
  const rows = alerts.data?.list ?? [];
  const filter = (change: () => void) => {
    change();
    setCurrentPage(1);
  };

  return (
    <div className={styles.page}>
      {initialClassId !== undefined && (
        <Button
          type="link"
          className={styles.back}
          icon={<ArrowLeftOutlined aria-hidden />}
          onClick={() => navigate(classPagePath(initialClassId))}
        >
          {t('safety.backToClass')}
        </Button>
      )}
      <header className={styles.head}>
        <h2 className={styles.title}>{t('safety.closed.title')}</h2>
        <p className={styles.subtitle}>{t('safety.closed.subtitle')}</p>
      </header>
      <div className={styles.filters} role="search" aria-label={t('common.search')}>
        <Select<number | 'all'>
          aria-label={t('safety.closed.class')}
          size="large"
          className={styles.select}
          value={classId ?? 'all'}
          onChange={(value) =>
            filter(() => {
              setClassId(value === 'all' ? undefined : value);
              setStudentId(undefined);
            })
          }
          options={[
            { value: 'all', label: t('safety.closed.allClasses') },
            ...classes.map((c) => ({ value: c.id, label: c.courseClassName })),
          ]}
          data-testid="closed-class"
        />
        <Select<number | 'all'>
          aria-label={t('safety.history.pupil')}
          size="large"
          className={styles.select}
          disabled={classId === undefined}
          value={studentId ?? 'all'}
          onChange={(value) => filter(() => setStudentId(value === 'all' ? undefined : value))}
          options={[
            { value: 'all', label: t('safety.history.allPupils') },
            ...(pupils.data ?? []).map((p) => ({ value: p.studentId, label: p.studentName })),
          ]}
          data-testid="closed-pupil"
        />
        <Select<TSafetyAlertKind | 'all'>
          aria-label={t('safety.closed.kind')}
          size="large"
          className={styles.select}
          value={kind ?? 'all'}
          onChange={(value) => filter(() => setKind(value === 'all' ? undefined : value))}
          options={[
            { value: 'all', label: t('safety.closed.allKinds') },
            ...SAFETY_ALERT_KINDS.map((k) => ({ value: k, label: t(`safety.kind.${k}`) })),
          ]}
          data-testid="closed-kind"
        />
      </div>
      <div className={styles.count} role="status">
        {alerts.data ? t('safety.closed.total', { count: alerts.data.total }) : null}
      </div>
      {alerts.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : rows.length === 0 ? (
        <Empty description={t('safety.closed.empty')} />
      ) : (
        <div className={styles.list} aria-busy={alerts.isFetching} data-testid="closed-alerts">
          {rows.map((alert) => (
            <AlertCard key={alert.id} alert={alert} onAcknowledge={nothing} onClose={nothing} />
          ))}
        </div>
      )}
      <Pagination
        current={currentPage}
        pageSize={PAGE_SIZE}
        total={alerts.data?.total ?? 0}
        onChange={setCurrentPage}
        hideOnSinglePage
      />
    </div>
  );
}
