import { ID_CARD_TYPE_LABELS } from '@haoduo/contract';
import { IdcardOutlined, PhoneOutlined, ReadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../shared/ui/alert';
import { cx } from '../../../shared/ui/cx';
import { FormItem } from '../../../shared/ui/form-item';
import { Select } from '../../../shared/ui/select';
import { TextInput } from '../../../shared/ui/text-input';
import { GradePicker } from './grade-picker';
import { GroupPicker } from './group-picker';
import { RegionFields } from './region-fields';
import styles from './registration-form.module.css';
import type {
  TFieldMessages,
  TRegistrationField,
  TRegistrationValues,
} from './registration-values';
import { SchoolPicker } from './school-picker';

interface TRegistrationFormProps {
  values: TRegistrationValues;
  messages: TFieldMessages;
  groups: readonly string[];
  modifying: boolean;
  /** A message of the whole form (the server refused it). */
  problem?: string;
  onChange: (patch: Partial<TRegistrationValues>, field: TRegistrationField) => void;
  onBlurIdCard: () => void;
  onNext: () => void;
  onCancel?: () => void;
}

const TYPE_OPTIONS = Object.entries(ID_CARD_TYPE_LABELS).map(([value, label]) => ({
  value: Number(value),
  label,
}));

function Group({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>
        <span className={styles.legendIcon} aria-hidden>
          {icon}
        </span>
        {title}
      </legend>
      {children}
    </fieldset>
  );
}

/** Every field of a registration, in three friendly groups; 下一步 checks them all first. */
export function RegistrationForm({
  values: v,
  messages: m,
  groups,
  modifying,
  problem,
  onChange,
  onBlurIdCard,
  onNext,
  onCancel,
}: TRegistrationFormProps) {
  const { t } = useTranslation();
  const text = (field: TRegistrationField, placeholder: string) => ({
    value: String(v[field] ?? ''),
    onChange: (value: string) => onChange({ [field]: value }, field),
    size: 'large' as const,
    invalid: Boolean(m[field]),
    placeholder,
  });
  const failed = Object.values(m).some(Boolean);
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onNext();
      }}
    >
      <h2 className={styles.title}>
        {t(modifying ? 'competition.form.modifyTitle' : 'competition.form.title')}
      </h2>
      <p className={styles.intro}>{t('competition.form.intro')}</p>
      {problem ? <Alert type="error" message={problem} className={styles.problem} /> : null}
      <Group icon={<IdcardOutlined />} title={t('competition.form.groupStudent')}>
        <FormItem label={t('competition.form.studentName')} required error={m.studentName}>
          {(control) => (
            <TextInput
              {...control}
              {...text('studentName', t('competition.form.studentNamePlaceholder'))}
              maxLength={32}
              autoComplete="off"
            />
          )}
        </FormItem>
        <div className={styles.pair}>
          <FormItem label={t('competition.form.idCardType')} required error={m.idCardType}>
            {(control) => (
              <Select<number>
                id={control.id}
                aria-label={t('competition.form.idCardType')}
                size="large"
                options={TYPE_OPTIONS}
                value={v.idCardType}
                onChange={(idCardType) => onChange({ idCardType }, 'idCardType')}
              />
            )}
          </FormItem>
          <FormItem
            label={t('competition.form.idCard')}
            required
            error={m.idCard}
            extra={modifying && !m.idCard ? t('competition.form.idCardAgain') : undefined}
          >
            {(control) => (
              <TextInput
                {...control}
                {...text('idCard', t('competition.form.idCardPlaceholder'))}
                maxLength={30}
                autoComplete="off"
                inputMode={v.idCardType === 1 ? 'text' : undefined}
                onBlur={onBlurIdCard}
              />
            )}
          </FormItem>
        </div>
        <FormItem label={t('competition.form.grade')} required error={m.grade}>
          {(_control, labelId) => (
            <GradePicker
              value={v.grade}
              onChange={(grade) => onChange({ grade }, 'grade')}
              labelledBy={labelId}
              invalid={Boolean(m.grade)}
            />
          )}
        </FormItem>
        {groups.length > 0 ? (
          <FormItem label={t('competition.form.group')} required error={m.registrationGroup}>
            {(_control, labelId) => (
              <GroupPicker
                groups={groups}
                value={v.registrationGroup}
                onChange={(registrationGroup) =>
                  onChange({ registrationGroup }, 'registrationGroup')
                }
                labelledBy={labelId}
              />
            )}
          </FormItem>
        ) : null}
      </Group>
      <Group icon={<ReadOutlined />} title={t('competition.form.groupSchool')}>
        <FormItem label={t('competition.form.region')} required error={m.region}>
          {(_control, labelId) => (
            <RegionFields
              value={v.region}
              labelledBy={labelId}
              invalid={Boolean(m.region)}
              onChange={(region) =>
                onChange(
                  { region, school: region.districtId === v.region.districtId ? v.school : null },
                  'region',
                )
              }
            />
          )}
        </FormItem>
        <FormItem label={t('competition.form.school')} required error={m.school}>
          {(control) => (
            <SchoolPicker
              inputId={control.id}
              districtId={v.region.districtId}
              value={v.school}
              invalid={Boolean(m.school)}
              onChange={(school) => onChange({ school }, 'school')}
            />
          )}
        </FormItem>
      </Group>
      <Group icon={<PhoneOutlined />} title={t('competition.form.groupContact')}>
        <FormItem
          label={t('competition.form.mobile')}
          required
          error={m.mobile}
          extra={modifying && !m.mobile ? t('competition.form.mobileAgain') : undefined}
        >
          {(control) => (
            <TextInput
              {...control}
              {...text('mobile', t('competition.form.mobilePlaceholder'))}
              inputMode="tel"
              maxLength={11}
              autoComplete="tel"
            />
          )}
        </FormItem>
        <div className={styles.pair}>
          <FormItem label={t('competition.form.teacherName')} error={m.teacherName}>
            {(control) => (
              <TextInput
                {...control}
                {...text('teacherName', t('competition.form.teacherNamePlaceholder'))}
                maxLength={32}
              />
            )}
          </FormItem>
          <FormItem label={t('competition.form.teacherMobile')} error={m.teacherMobile}>
            {(control) => (
              <TextInput
                {...control}
                {...text('teacherMobile', t('competition.form.teacherMobilePlaceholder'))}
                inputMode="tel"
                maxLength={11}
              />
            )}
          </FormItem>
        </div>
      </Group>
      <div className={styles.footer}>
        {failed ? (
          <p className={cx(styles.fix)} role="status">
            {t('competition.form.fixErrors')}
          </p>
        ) : null}
        <div className={styles.buttons}>
          {onCancel ? (
            <Button size="large" className={styles.next} onClick={onCancel}>
              {t('competition.form.cancel')}
            </Button>
          ) : null}
          <Button type="primary" size="large" htmlType="submit" className={styles.next}>
            {t('competition.form.next')}
          </Button>
        </div>
      </div>
    </form>
  );
}
