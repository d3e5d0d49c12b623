import { CheckCircleFilled, SearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../shared/ui/cx';
import { TextInput } from '../../../shared/ui/text-input';
import { useSchoolSearch } from '../api/search-schools';
import styles from './school-picker.module.css';

interface TSchoolPickerProps {
  inputId: string;
  districtId: number | undefined;
  value: { id: number; name: string } | null;
  invalid?: boolean;
  onChange: (school: { id: number; name: string } | null) => void;
}

/**
 * 学校: once the district is chosen, its schools as a list to tap, narrowed by what is typed.
 * The chosen school shows as a card with 重新选择.
 */
export function SchoolPicker({
  inputId,
  districtId,
  value,
  invalid,
  onChange,
}: TSchoolPickerProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const deferred = useDeferredValue(keyword);
  const schools = useSchoolSearch(value ? undefined : districtId, deferred);
  if (value) {
    return (
      <div className={styles.chosen}>
        <CheckCircleFilled aria-hidden className={styles.tick} />
        <span className={styles.chosenName}>{value.name}</span>
        <Button type="link" onClick={() => onChange(null)}>
          {t('competition.form.schoolChange')}
        </Button>
      </div>
    );
  }
  if (districtId === undefined) {
    return (
      <p id={inputId} className={styles.hint}>
        {t('competition.form.schoolNeedsRegion')}
      </p>
    );
  }
  const list = schools.data ?? [];
  return (
    <div className={styles.picker}>
      <TextInput
        id={inputId}
        size="large"
        value={keyword}
        onChange={setKeyword}
        invalid={invalid}
        placeholder={t('competition.form.schoolPlaceholder')}
        autoComplete="off"
        aria-controls={`${inputId}-list`}
      />
      <SearchOutlined aria-hidden className={styles.searchIcon} />
      <div id={`${inputId}-list`} className={styles.results} aria-live="polite">
        {schools.isPending ? (
          <p className={styles.hint}>{t('competition.form.schoolSearching')}</p>
        ) : list.length === 0 ? (
          <p className={styles.hint}>{t('competition.form.schoolNone')}</p>
        ) : (
          <ul className={styles.list}>
            {list.map((school) => (
              <li key={school.id}>
                <button
                  type="button"
                  className={cx(styles.option)}
                  onClick={() => onChange({ id: school.id, name: school.name })}
                >
                  {school.name}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
