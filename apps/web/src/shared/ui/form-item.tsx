import { useId, type ReactNode } from 'react';
import { cx } from './cx';
import styles from './form-item.module.css';

/** What a FormItem hands its control: its id, and its message's id while it has one. */
export interface TFormControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

interface TFormItemProps {
  /** The label above the control (antd's vertical form). */
  label?: string;
  /** The red star before the label (the control is told aria-required). */
  required?: boolean;
  /** The field's message under it; the control is marked invalid and described by it. */
  error?: string;
  /** A line of help under the control. */
  extra?: ReactNode;
  /** antd's sizes: large labels stand 40 px high, as the large controls beside them. */
  size?: 'middle' | 'large';
  /**
   * The control, given its id (the label points at it) and its invalid state; a group of
   * controls takes the label's id (aria-labelledby) instead.
   */
  children: (control: TFormControlProps, labelId: string) => ReactNode;
  className?: string;
}

/**
 * One field of antd's vertical Form (label above, red star when required, the message or a
 * line of help under it, 24 px to the next field, the message taking that space so nothing
 * jumps), without antd's Form: the form keeps its own values and messages.
 */
export function FormItem({
  label,
  required,
  error,
  extra,
  size = 'middle',
  children,
  className,
}: TFormItemProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const labelId = `${id}-label`;
  const control: TFormControlProps = {
    id,
    ...(error ? { 'aria-invalid': true, 'aria-describedby': messageId } : {}),
    ...(required ? { 'aria-required': true } : {}),
  };
  return (
    <div
      className={cx(
        styles.item,
        size === 'large' && styles.large,
        error && !extra && styles.withHelp,
        className,
      )}
    >
      {label !== undefined ? (
        <div className={styles.label}>
          <label htmlFor={id} id={labelId} className={cx(required && styles.required)}>
            {label}
          </label>
        </div>
      ) : null}
      {children(control, labelId)}
      {error ? (
        <div id={messageId} className={styles.error} role="alert">
          {error}
        </div>
      ) : null}
      {extra ? <div className={styles.extra}>{extra}</div> : null}
    </div>
  );
}
