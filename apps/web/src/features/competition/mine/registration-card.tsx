import {
  GRADE_LABELS,
  ID_CARD_TYPE_LABELS,
  type TIdCardType,
  type TMyRegistration,
} from '@haoduo/contract';
import { EditOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../shared/ui/alert';
import styles from './mine.module.css';

/** 我的报名: the registration as the server keeps it (id number and mobiles masked). */
export function RegistrationCard({
  registration: r,
  onModify,
  onOther,
}: {
  registration: TMyRegistration;
  onModify: () => void;
  onOther: () => void;
}) {
  const { t } = useTranslation();
  const rows = [
    { label: t('competition.form.studentName'), value: r.studentName },
    {
      label: ID_CARD_TYPE_LABELS[r.idCardType as TIdCardType] ?? t('competition.form.idCard'),
      value: r.idCard,
    },
    { label: t('competition.form.grade'), value: GRADE_LABELS[r.grade] ?? '' },
    ...(r.registrationGroup
      ? [{ label: t('competition.form.group'), value: r.registrationGroup }]
      : []),
    { label: t('competition.form.school'), value: r.schoolName },
    { label: t('competition.form.mobile'), value: r.mobile },
    ...(r.teacherName
      ? [{ label: t('competition.form.teacherName'), value: `${r.teacherName} ${r.teacherMobile}` }]
      : []),
  ];
  return (
    <section className={styles.card} aria-labelledby="my-registration">
      <div className={styles.cardHead}>
        <h2 id="my-registration" className={styles.title}>
          {t('competition.mine.title')}
        </h2>
        <span className={styles.badge}>{t('competition.mine.number', { id: r.id })}</span>
      </div>
      {r.anonymised ? <Alert type="info" message={t('competition.mine.anonymised')} /> : null}
      <dl className={styles.rows}>
        {rows.map((row) => (
          <div key={row.label} className={styles.row}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.cardActions}>
        {r.modifiable ? (
          <Button icon={<EditOutlined aria-hidden />} onClick={onModify}>
            {t('competition.mine.modify')}
          </Button>
        ) : (
          <span className={styles.hint}>{t('competition.mine.modifyClosed')}</span>
        )}
        <Button type="link" onClick={onOther}>
          {t('competition.mine.other')}
        </Button>
      </div>
    </section>
  );
}
