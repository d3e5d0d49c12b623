import type { CSSProperties, ReactNode } from 'react';
import { cx } from './cx';
import styles from './select.module.css';

export interface TSelectOption<V extends string | number> {
  value: V;
  label: string;
  disabled?: boolean;
}

type TLabelled =
  /** A visible label above the control. */
  | { label: string; 'aria-label'?: undefined }
  /** The control's name where the page shows no label of its own. */
  | { label?: undefined; 'aria-label': string };

type TSelectProps<V extends string | number> = TLabelled & {
  options: ReadonlyArray<TSelectOption<V>>;
  /** The chosen value; undefined shows the placeholder (or nothing). */
  value: V | undefined;
  onChange: (value: V) => void;
  /** The first option's text while nothing is chosen. */
  placeholder?: string;
  /** Makes the placeholder choosable: choosing it clears the value (antd's allowClear). */
  onClear?: () => void;
  disabled?: boolean;
  /** antd's sizes: middle 32 px, large 40 px. */
  size?: 'middle' | 'large';
  /** Shown in the closed control instead of the chosen option's text (a richer summary). */
  display?: ReactNode;
  title?: string;
  id?: string;
  className?: string;
  style?: CSSProperties;
  'data-testid'?: string;
};

/**
 * A native select in antd's Select look (border, radius, hover and focus colours, arrow),
 * without antd's Select, which brings rc-select, its virtual list and the popup trigger into
 * a page's first load. The browser's own list: keyboard, screen readers and touch work as
 * everywhere. Values keep their type (numbers come back as numbers).
 */
export function Select<V extends string | number>({
  label,
  options,
  value,
  onChange,
  placeholder,
  onClear,
  disabled,
  size = 'middle',
  display,
  title,
  id,
  className,
  style,
  'aria-label': ariaLabel,
  'data-testid': testId,
}: TSelectProps<V>) {
  const chosen = value === undefined ? '' : String(value);
  const known = options.some((option) => String(option.value) === chosen);
  const select = (
    <span
      className={cx(
        styles.box,
        size === 'large' && styles.large,
        disabled && styles.disabled,
        display !== undefined && styles.rich,
        label === undefined && className,
      )}
      style={label === undefined ? style : undefined}
    >
      {display !== undefined ? (
        <span className={styles.display} aria-hidden>
          {display}
        </span>
      ) : null}
      <select
        id={id}
        className={cx(styles.select, !known && styles.placeholder)}
        value={known ? chosen : ''}
        disabled={disabled}
        title={title}
        aria-label={ariaLabel}
        data-testid={testId}
        onChange={(event) => {
          const picked = options.find((option) => String(option.value) === event.target.value);
          if (picked) onChange(picked.value);
          else onClear?.();
        }}
      >
        {!known || onClear ? (
          <option value="" disabled={!onClear} hidden={!onClear}>
            {placeholder ?? ''}
          </option>
        ) : null}
        {options.map((option) => (
          <option key={option.value} value={String(option.value)} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </span>
  );
  if (label === undefined) return select;
  return (
    <label className={cx(styles.field, className)} style={style}>
      <span className={styles.label}>{label}</span>
      {select}
    </label>
  );
}
