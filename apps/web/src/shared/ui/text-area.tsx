import { useLayoutEffect, useRef, type TextareaHTMLAttributes } from 'react';
import { cx } from './cx';
import styles from './text-area.module.css';

type TTextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> & {
  value: string;
  onChange: (value: string) => void;
  /** Grows with its text between these line counts (antd's autoSize). */
  autoSize?: { minRows: number; maxRows: number };
} & ({ 'aria-label': string } | { 'aria-labelledby': string } | { id: string });

/**
 * A multi-line field in antd's TextArea look, growing with its text when told, without
 * antd's Input (which brings TextArea, Password, Search, OTP and rc-input together).
 */
export function TextArea({ value, onChange, autoSize, className, rows, ...area }: TTextAreaProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !autoSize) return;
    const style = getComputedStyle(element);
    const line = parseFloat(style.lineHeight) || 22;
    const chrome =
      parseFloat(style.paddingTop) +
      parseFloat(style.paddingBottom) +
      parseFloat(style.borderTopWidth) +
      parseFloat(style.borderBottomWidth);
    element.style.height = 'auto';
    const wanted =
      element.scrollHeight + parseFloat(style.borderTopWidth) + parseFloat(style.borderBottomWidth);
    const min = autoSize.minRows * line + chrome;
    const max = autoSize.maxRows * line + chrome;
    element.style.height = `${Math.min(max, Math.max(min, wanted))}px`;
    element.style.overflowY = wanted > max ? 'auto' : 'hidden';
  }, [value, autoSize]);
  return (
    <textarea
      {...area}
      ref={ref}
      rows={autoSize ? autoSize.minRows : rows}
      className={cx(styles.area, className)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
