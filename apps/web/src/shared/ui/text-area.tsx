import { useLayoutEffect, useRef, type TextareaHTMLAttributes } from 'react';
import { cx } from './cx';
import styles from './text-area.module.css';

type TTextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> & {
  value: string;
  onChange: (value: string) => void;
  /** Grows with its text between these line counts (antd's autoSize). */
  autoSize?: { minRows: number; maxRows: number };
  /**
   * Shows "12 / 500" under the field's end (antd's showCount). className and style then go
   * to the box around the field and its count, as antd's do.
   */
  showCount?: boolean;
} & ({ 'aria-label': string } | { 'aria-labelledby': string } | { id: string });

/**
 * A multi-line field in antd's TextArea look, growing with its text when told, without
 * antd's Input (which brings TextArea, Password, Search, OTP and rc-input together).
 */
export function TextArea({
  value,
  onChange,
  autoSize,
  showCount,
  className,
  style,
  rows,
  ...area
}: TTextAreaProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !autoSize) return;
    const computed = getComputedStyle(element);
    const line = parseFloat(computed.lineHeight) || 22;
    const chrome =
      parseFloat(computed.paddingTop) +
      parseFloat(computed.paddingBottom) +
      parseFloat(computed.borderTopWidth) +
      parseFloat(computed.borderBottomWidth);
    element.style.height = 'auto';
    const wanted =
      element.scrollHeight +
      parseFloat(computed.borderTopWidth) +
      parseFloat(computed.borderBottomWidth);
    const min = autoSize.minRows * line + chrome;
    const max = autoSize.maxRows * line + chrome;
    element.style.height = `${Math.min(max, Math.max(min, wanted))}px`;
    element.style.overflowY = wanted > max ? 'auto' : 'hidden';
  }, [value, autoSize]);
  const field = (
    <textarea
      {...area}
      ref={ref}
      rows={autoSize ? autoSize.minRows : rows}
      className={cx(styles.area, autoSize && styles.auto, !showCount && className)}
      style={showCount ? undefined : style}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
  if (!showCount) return field;
  const { maxLength } = area;
  return (
    <span className={cx(styles.counted, className)} style={style}>
      {field}
      <span className={styles.count}>
        {maxLength === undefined ? value.length : `${value.length} / ${maxLength}`}
      </span>
    </span>
  );
}
