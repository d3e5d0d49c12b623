import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from './cx';
import styles from './text-field.module.css';

interface TTextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'prefix' | 'size' | 'onChange' | 'value'
> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's message (shown under it, announced, and marking the field invalid). */
  error?: string;
  /** An icon before the text. */
  prefix?: ReactNode;
}

/**
 * A labelled text field in antd's large input look, without antd's Form and Input (which
 * bring rc-form, its validator and rc-input into a page's first load). For the forms of
 * first-visit pages; forms inside the product use antd's Form.
 * `type="password"` adds the show/hide button.
 *
 * On a page rendered on the server the field is there before the scripts: what was typed,
 * pasted or filled in by the browser until the page hydrated is handed to `onChange` once
 * mounted, so the form starts from what the field shows.
 */
export function TextField({
  label,
  value,
  onChange,
  error,
  prefix,
  type = 'text',
  className,
  ...input
}: TTextFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const password = type === 'password';
  const errorId = `${id}-error`;
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const shown = field.current?.value;
    if (shown !== undefined && shown !== value) onChange(shown);
    // Only the value found on mount (hydration); later input goes through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <span className={cx(styles.box, error && styles.invalid)}>
        {prefix ? (
          <span className={styles.prefix} aria-hidden>
            {prefix}
          </span>
        ) : null}
        <input
          {...input}
          ref={field}
          id={id}
          type={password && revealed ? 'text' : type}
          className={styles.input}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {password ? (
          <button
            type="button"
            className={styles.reveal}
            aria-label={t(revealed ? 'common.hidePassword' : 'common.showPassword')}
            aria-pressed={revealed}
            onClick={() => setRevealed(!revealed)}
          >
            {revealed ? <EyeOutlined aria-hidden /> : <EyeInvisibleOutlined aria-hidden />}
          </button>
        ) : null}
      </span>
      <div id={errorId} className={styles.error} role="alert">
        {error}
      </div>
    </div>
  );
}
