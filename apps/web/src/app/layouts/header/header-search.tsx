import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../shared/ui/cx';
import styles from './header.module.css';

interface THeaderSearchProps {
  onSearch: (keyword: string) => void;
  className?: string;
  /** The phone's search opens on a tap: the field takes the focus at once. */
  autoFocus?: boolean;
}

/**
 * The header's search box (works, schools, authors), searched on Enter. A native search
 * field (clear button included): antd's Input would put its component and form code in
 * every page's first load.
 */
export function HeaderSearch({ onSearch, className, autoFocus }: THeaderSearchProps) {
  const { t } = useTranslation();
  return (
    <label className={cx(styles.search, className)}>
      <SearchOutlined aria-hidden className={styles.searchIcon} />
      <input
        type="search"
        enterKeyHint="search"
        className={styles.searchInput}
        placeholder={t('header.searchPlaceholder')}
        aria-label={t('header.searchPlaceholder')}
        // Opened by a tap on 搜索: typing can start at once.
        autoFocus={autoFocus}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
            onSearch(event.currentTarget.value);
          }
        }}
      />
    </label>
  );
}
