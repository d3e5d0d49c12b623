import { cx } from './cx';
import styles from './switch.module.css';

interface TSwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** Its name where no label element around it gives one. */
  'aria-label'?: string;
  id?: string;
  className?: string;
}

/**
 * antd's Switch (44 x 22, a white knob, grey off, primary on) as a WAI-ARIA switch button,
 * without antd's Switch. Inside a label element, the label's text names it.
 */
export function Switch({
  checked,
  onChange,
  disabled,
  id,
  className,
  'aria-label': ariaLabel,
}: TSwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      id={id}
      aria-checked={checked}
      aria-label={ariaLabel}
      disabled={disabled}
      className={cx(styles.switch, checked && styles.checked, className)}
      onClick={() => onChange(!checked)}
    >
      <span className={styles.knob} aria-hidden />
    </button>
  );
}
