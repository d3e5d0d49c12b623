import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import type { TPreValidAddResult } from '@haoduo/contract';
import { useTranslation } from 'react-i18next';
import styles from './manage-modals.module.css';

/** The result of checking a list of names before adding them. */
export function NameCheckList({ result }: { result: TPreValidAddResult }) {
  const { t } = useTranslation();
  return (
    <div>
      <p className={styles.summary}>
        {t('manage.checkSummary', { total: result.total, valid: result.validCount })}
        {result.remaining === null
          ? null
          : ` ${t('manage.placesLeft', { count: result.remaining })}`}
      </p>
      <ul className={styles.checkRows}>
        {result.rows.map((row, index) => (
          <li key={`${row.name}-${index}`} className={styles.checkRow}>
            {row.valid ? (
              <CheckCircleFilled className={styles.ok} aria-label={t('manage.canAdd')} />
            ) : (
              <CloseCircleFilled className={styles.error} aria-label={t('manage.cannotAdd')} />
            )}
            <span className={styles.checkName}>{row.name}</span>
            {row.errors.map((text) => (
              <span key={text} className={styles.error}>
                {text}
              </span>
            ))}
            {row.warnings.map((text) => (
              <span key={text} className={styles.warning}>
                {text}
              </span>
            ))}
          </li>
        ))}
      </ul>
    </div>
  );
}
