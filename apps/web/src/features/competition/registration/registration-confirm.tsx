import { GRADE_LABELS, ID_CARD_TYPE_LABELS, type TIdCardType } from '@haoduo/contract';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../shared/ui/alert';
import { useDistricts, useProvinces } from '../api/get-regions';
import styles from './registration-confirm.module.css';
import type { TRegistrationValues } from './registration-values';

interface TRegistrationConfirmProps {
  values: TRegistrationValues;
  modifying: boolean;
  sending: boolean;
  problem?: string;
  onBack: () => void;
  onSubmit: () => void;
}

/** 请核对报名信息: what will be sent, read back to the family before it goes. */
export function RegistrationConfirm({
  values: v,
  modifying,
  sending,
  problem,
  onBack,
  onSubmit,
}: TRegistrationConfirmProps) {
  const { t } = useTranslation();
  const provinces = useProvinces();
  const districts = useDistricts(v.region.cityId);
  const province = provinces.data?.find((p) => p.id === v.region.provinceId);
  const city = province?.children.find((c) => c.id === v.region.cityId);
  const district = districts.data?.find((d) => d.id === v.region.districtId);
  const rows = [
    { label: t('competition.form.studentName'), value: v.studentName },
    {
      label: t('competition.form.idCardType'),
      value: ID_CARD_TYPE_LABELS[v.idCardType as TIdCardType] ?? '',
    },
    { label: t('competition.form.idCard'), value: v.idCard.trim().toUpperCase() },
    { label: t('competition.form.grade'), value: GRADE_LABELS[v.grade ?? 0] ?? '' },
    ...(v.registrationGroup
      ? [{ label: t('competition.form.group'), value: v.registrationGroup }]
      : []),
    {
      label: t('competition.form.region'),
      value: [province?.name, city?.name, district?.name].filter(Boolean).join(' / '),
    },
    { label: t('competition.form.school'), value: v.school?.name ?? '' },
    { label: t('competition.form.mobile'), value: v.mobile.trim() },
    { label: t('competition.form.teacherName'), value: v.teacherName.trim() || '-' },
    { label: t('competition.form.teacherMobile'), value: v.teacherMobile.trim() || '-' },
  ];
  return (
    <div className={styles.confirm}>
      <h2 className={styles.title}>{t('competition.confirm.title')}</h2>
      <p className={styles.hint}>{t('competition.confirm.hint')}</p>
      {problem ? <Alert type="error" message={problem} /> : null}
      <dl className={styles.list}>
        {rows.map((row) => (
          <div key={row.label} className={styles.row}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.actions}>
        <Button size="large" className={styles.button} onClick={onBack} disabled={sending}>
          {t('competition.confirm.back')}
        </Button>
        <Button
          type="primary"
          size="large"
          className={styles.button}
          loading={sending}
          onClick={onSubmit}
        >
          {t(modifying ? 'competition.confirm.save' : 'competition.confirm.submit')}
        </Button>
      </div>
    </div>
  );
}
