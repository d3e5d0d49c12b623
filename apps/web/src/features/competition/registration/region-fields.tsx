import { useTranslation } from 'react-i18next';
import { Select } from '../../../shared/ui/select';
import { useDistricts, useProvinces } from '../api/get-regions';
import styles from './registration-form.module.css';

export interface TRegionValue {
  provinceId?: number;
  cityId?: number;
  districtId?: number;
}

interface TRegionFieldsProps {
  value: TRegionValue;
  onChange: (value: TRegionValue) => void;
  /** The id of the group's label (the form item's). */
  labelledBy: string;
  invalid?: boolean;
}

/**
 * 省 / 市 / 区县 from the shipped region data (GB/T 2260): native lists, easy on a phone;
 * choosing a province clears the city and district below it, a city the district.
 */
export function RegionFields({ value, onChange, labelledBy, invalid }: TRegionFieldsProps) {
  const { t } = useTranslation();
  const provinces = useProvinces();
  const districts = useDistricts(value.cityId);
  const cities = provinces.data?.find((p) => p.id === value.provinceId)?.children ?? [];
  const optionsOf = (list: ReadonlyArray<{ id: number; name: string }>) =>
    list.map((item) => ({ value: item.id, label: item.name }));
  return (
    <div
      role="group"
      aria-labelledby={labelledBy}
      className={invalid ? `${styles.region} ${styles.regionInvalid}` : styles.region}
    >
      <Select<number>
        aria-label={t('competition.form.province')}
        size="large"
        placeholder={t('competition.form.provincePlaceholder')}
        options={optionsOf(provinces.data ?? [])}
        value={value.provinceId}
        onChange={(provinceId) => onChange({ provinceId })}
      />
      <Select<number>
        aria-label={t('competition.form.city')}
        size="large"
        placeholder={t('competition.form.cityPlaceholder')}
        options={optionsOf(cities)}
        value={value.cityId}
        disabled={value.provinceId === undefined}
        onChange={(cityId) => onChange({ provinceId: value.provinceId, cityId })}
      />
      <Select<number>
        aria-label={t('competition.form.district')}
        size="large"
        placeholder={t('competition.form.districtPlaceholder')}
        options={optionsOf(districts.data ?? [])}
        value={value.districtId}
        disabled={value.cityId === undefined}
        onChange={(districtId) => onChange({ ...value, districtId })}
      />
    </div>
  );
}
