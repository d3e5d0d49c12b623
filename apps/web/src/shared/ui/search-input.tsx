import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from './cx';
import styles from './search-input.module.css';

interface TSearchInputProps {
  /** Called with the text on Enter, on the search button, and with '' when cleared. */
  onSearch: (value: string) => void;
  placeholder: string;
  /** The field's accessible name (the placeholder when left out). */
  'aria-label'?: string;
  /** antd's sizes: middle 32 px, large 40 px. */
  size?: 'middle' | 'large';
  className?: string;
}

/**
 * antd's Input.Search with allowClear (a field with a search button joined on its right, and
 * a clear icon once there is text) without antd's Input. The text is the field's own; the
 * caller hears of it when it is searched for.
 */
export function SearchInput({
  onSearch,
  placeholder,
  size = 'middle',
  className,
  ...label
}: TSearchInputProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  return (
    <span className={cx(styles.search, size === 'large' && styles.large, className)}>
      <span className={styles.field}>
        <input
          type="search"
          className={styles.input}
          placeholder={placeholder}
          aria-label={label['aria-label'] ?? placeholder}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onSearch(value);
          }}
        />
        {value && (
          <button
            type="button"
            className={styles.clear}
            aria-label={t('common.clear')}
            onClick={() => {
              setValue('');
              onSearch('');
            }}
          >
            <CloseCircleFilled aria-hidden />
          </button>
        )}
      </span>
      <button
        type="button"
        className={styles.button}
        aria-label={t('common.search')}
        onClick={() => onSearch(value)}
      >
        <SearchOutlined aria-hidden />
      </button>
    </span>
  );
}
