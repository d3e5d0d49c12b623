import { cx } from './cx';
import styles from './progress.module.css';

interface TProgressProps {
  /** 0 to 100. */
  percent: number;
  /** A light sweeping over the bar while work goes on (antd's status="active"). */
  active?: boolean;
  /** The bar's colour; the theme's primary when left out. */
  color?: string;
  /** The percentage after the bar (antd's showInfo). */
  showInfo?: boolean;
  /** antd's small line: a 6 px rail and 12 px text. */
  size?: 'default' | 'small';
  /** The bar's name for screen readers where no text beside it says what it measures. */
  'aria-label'?: string;
  className?: string;
}

/**
 * antd's line Progress (an 8 px rounded rail, the primary bar, the "active" sweep) without
 * antd's Progress, whose circle brings Tooltip and the popup trigger into a page's first load.
 */
export function Progress({
  percent,
  active,
  color,
  showInfo,
  size = 'default',
  className,
  'aria-label': ariaLabel,
}: TProgressProps) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div
      className={cx(
        styles.progress,
        showInfo && styles.withInfo,
        size === 'small' && styles.small,
        className,
      )}
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-label={ariaLabel}
    >
      <div className={styles.rail}>
        <div
          className={cx(styles.bar, active && styles.active)}
          style={{ width: `${value}%`, background: color }}
        />
      </div>
      {showInfo ? (
        <span className={styles.info} aria-hidden>
          {value}%
        </span>
      ) : null}
    </div>
  );
}
