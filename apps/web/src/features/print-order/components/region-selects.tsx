import { regionEndpoints } from '@haoduo/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/api-client';
import { Select } from '../../../shared/ui/select';
import { PRINT_KEY } from '../api/print-api';
import styles from './print.module.css';

export interface TRegion {
  province?: number;
  city?: number;
  district?: number;
}

/** 省 / 市 / 区县 (the shipped region data); a province clears the city and district below. */
export function RegionSelects({
  value,
  onChange,
  labelledBy,
}: {
  value: TRegion;
  onChange: (value: TRegion) => void;
  labelledBy: string;
}) {
  const { t } = useTranslation();
  const provinces = useQuery({
    ...api.query(regionEndpoints.cities, undefined, [PRINT_KEY, 'regions']),
    staleTime: Infinity,
  });
  const districts = useQuery({
    ...api.query(regionEndpoints.districts, { cityId: value.city }, [PRINT_KEY, 'regions']),
    staleTime: Infinity,
    enabled: value.city !== undefined,
  });
  const cities = provinces.data?.find((p) => p.id === value.province)?.children ?? [];
  const options = (list: ReadonlyArray<{ id: number; name: string }>) =>
    list.map((r) => ({ value: r.id, label: r.name }));
  return (
    <div role="group" aria-labelledby={labelledBy} className={styles.region}>
      <Select<number>
        aria-label={t('print.form.province')}
        placeholder={t('print.form.provincePlaceholder')}
        options={options(provinces.data ?? [])}
        value={value.province}
        onChange={(province) => onChange({ province })}
      />
      <Select<number>
        aria-label={t('print.form.city')}
        placeholder={t('print.form.cityPlaceholder')}
        options={options(cities)}
        value={value.city}
        disabled={value.province === undefined}
        onChange={(city) => onChange({ province: value.province, city })}
      />
      <Select<number>
        aria-label={t('print.form.district')}
        placeholder={t('print.form.districtPlaceholder')}
        options={options(districts.data ?? [])}
        value={value.district}
        disabled={value.city === undefined}
        onChange={(district) => onChange({ ...value, district })}
      />
    </div>
  );
}
