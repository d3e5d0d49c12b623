import { useId } from 'react';
import { cx } from './cx';
import styles from './segmented.module.css';

interface TSegmentedProps<V extends string | number> {
  'aria-label': string;
  value: V;
  onChange: (value: V) => void;
  options: ReadonlyArray<{ value: V; label: string }>;
  className?: string;
}

/**
 * antd's large Segmented (a grey track, the chosen segment raised in white) as a native radio
 * group, without antd's Segmented, whose per-option tooltips bring Tooltip and the popup
 * trigger. Arrow keys move the choice, as in any radio group.
 */
export function Segmented<V extends string | number>({
  value,
  onChange,
  options,
  className,
  'aria-label': ariaLabel,
}: TSegmentedProps<V>) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={ariaLabel} className={cx(styles.track, className)}>
      {options.map((option) => {
        const checked = option.value === value;
        return (
          <label key={option.value} className={cx(styles.item, checked && styles.chosen)}>
            <input
              type="radio"
              name={name}
              className={styles.input}
              checked={checked}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        );
      })}
    </div>
  );
}
