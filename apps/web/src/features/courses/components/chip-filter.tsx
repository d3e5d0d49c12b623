import { useId } from 'react';
import { cx } from '../../../shared/ui/cx';
import styles from './chip-filter.module.css';

interface TChipFilterProps<V extends string | number> {
  label: string;
  value: V | undefined;
  /** The first chip, choosing nothing (全部年级). */
  allLabel: string;
  options: ReadonlyArray<{ value: V; label: string }>;
  onChange: (value: V | undefined) => void;
}

/**
 * A row of round chips, one chosen, as a native radio group (arrow keys move the choice):
 * the course list's grade and tool filters, big enough for a child's finger.
 */
export function ChipFilter<V extends string | number>({
  label,
  value,
  allLabel,
  options,
  onChange,
}: TChipFilterProps<V>) {
  const name = useId();
  const labelId = `${name}-label`;
  const chips: Array<{ key: string; value: V | undefined; label: string }> = [
    { key: 'all', value: undefined, label: allLabel },
    ...options.map((o) => ({ key: String(o.value), value: o.value, label: o.label })),
  ];
  return (
    <div className={styles.row}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div role="radiogroup" aria-labelledby={labelId} className={styles.chips}>
        {chips.map((chip) => {
          const checked = chip.value === value;
          return (
            <label key={chip.key} className={cx(styles.chip, checked && styles.chosen)}>
              <input
                type="radio"
                name={name}
                className={styles.input}
                checked={checked}
                onChange={() => onChange(chip.value)}
              />
              {chip.label}
            </label>
          );
        })}
      </div>
    </div>
  );
}
