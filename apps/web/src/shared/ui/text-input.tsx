import type { InputHTMLAttributes } from 'react';
import { cx } from './cx';
import styles from './text-field.module.css';

type TTextInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'size' | 'onChange' | 'value' | 'type'
> & {
  value: string;
  onChange: (value: string) => void;
  /** antd's sizes: middle 32 px, large 40 px. */
  size?: 'middle' | 'large';
  /** antd's status="error": a red border (and aria-invalid). */
  invalid?: boolean;
} & ({ 'aria-label': string } | { 'aria-labelledby': string } | { id: string });

/**
 * A bare text input in antd's Input look, for a field whose label the page lays out itself
 * (pass aria-label, or an id its label points at). No antd Input (rc-input, TextArea,
 * Password, Search and OTP come with it); apart from TextField, whose password button brings
 * its icons.
 */
export function TextInput({
  value,
  onChange,
  size = 'middle',
  invalid,
  className,
  style,
  ...input
}: TTextInputProps) {
  return (
    <span
      className={cx(
        styles.box,
        styles.bare,
        size === 'large' && styles.bareLarge,
        invalid && styles.invalid,
        className,
      )}
      style={style}
    >
      <input
        aria-invalid={invalid || undefined}
        {...input}
        type="text"
        className={styles.input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </span>
  );
}
