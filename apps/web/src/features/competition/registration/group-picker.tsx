import { useId } from 'react';
import { cx } from '../../../shared/ui/cx';
import styles from './grade-picker.module.css';

interface TGroupPickerProps {
  groups: readonly string[];
  value: string;
  onChange: (group: string) => void;
  labelledBy: string;
}

/** 参赛组别: the competition's groups as chips (a radio group). */
export function GroupPicker({ groups, value, onChange, labelledBy }: TGroupPickerProps) {
  const name = useId();
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className={styles.chips}>
      {groups.map((group) => (
        <label key={group} className={cx(styles.chip, value === group && styles.chosen)}>
          <input
            type="radio"
            name={name}
            className={styles.input}
            checked={value === group}
            onChange={() => onChange(group)}
          />
          {group}
        </label>
      ))}
    </div>
  );
}
