import { Tag } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTouristClaimant } from '../api/tourist-account-scroll';
import styles from './trial.module.css';

/** Rows in view at once; a longer list scrolls upwards on its own. */
export const TICKER_VISIBLE_ROWS = 4;
/** Seconds each row takes to pass. */
const SECONDS_PER_ROW = 2;

function Row({ claimant }: { claimant: TTouristClaimant }) {
  const { t } = useTranslation();
  return (
    <li className={styles.row}>
      <span className={styles.name}>{claimant.accountName}</span>
      <span className={styles.mobile}>{claimant.accountMobile}</span>
      <Tag color="success" className={styles.claimed}>
        {t('auth.trial.claimed')}
      </Tag>
    </li>
  );
}

/**
 * The recent claimants, scrolling vertically without end when there are more than fit (the
 * list twice, moved up by one list's height; paused under the pointer, still for those who
 * ask for reduced motion).
 */
export function ClaimantTicker({ claimants }: { claimants: TTouristClaimant[] }) {
  const { t } = useTranslation();
  if (claimants.length === 0) return <p className={styles.empty}>{t('auth.trial.empty')}</p>;
  const scrolling = claimants.length > TICKER_VISIBLE_ROWS;
  const style = {
    '--ticker-duration': `${claimants.length * SECONDS_PER_ROW}s`,
    '--ticker-rows': Math.min(claimants.length, TICKER_VISIBLE_ROWS),
  } as CSSProperties;
  return (
    <div className={styles.ticker} style={style} data-scrolling={scrolling || undefined}>
      <ul className={styles.track} aria-label={t('auth.trial.recent')}>
        {claimants.map((claimant, index) => (
          <Row key={index} claimant={claimant} />
        ))}
      </ul>
      {scrolling ? (
        <ul className={styles.track} aria-hidden>
          {claimants.map((claimant, index) => (
            <Row key={index} claimant={claimant} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
