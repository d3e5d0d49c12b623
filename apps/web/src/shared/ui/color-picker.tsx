import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from './cx';
import styles from './color-picker.module.css';

interface TColorPickerProps {
  /** The colour shown, '#RRGGBB'. */
  value: string;
  /** A colour was picked ('#RRGGBB', upper case), once the browser's picker closes. */
  onChange: (color: string) => void;
  /** Offers the clear button (antd's allowClear) while there is a colour to take away. */
  onClear?: () => void;
  /** antd's sizes: middle 32 px, large 40 px. */
  size?: 'middle' | 'large';
  /** Its name where no label element around it gives one. */
  'aria-label'?: string;
  id?: string;
  className?: string;
}

/**
 * antd's ColorPicker trigger (a bordered square showing the colour) over the browser's own
 * colour input, without antd's ColorPicker, whose panel brings Select, Slider, Segmented,
 * InputNumber and the popover into a page's first load. The browser's picker is keyboard
 * and touch ready; the colour is shown as it is being picked and handed on when it is done
 * (antd's onChangeComplete). Inside a label element, the label's text names it.
 */
export function ColorPicker({
  value,
  onChange,
  onClear,
  size = 'middle',
  id,
  className,
  'aria-label': ariaLabel,
}: TColorPickerProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [live, setLive] = useState<string | null>(null);

  // React's onChange is the input event (every move in the picker); the native change event
  // comes once the choice is made.
  useEffect(() => {
    const element = input.current;
    if (!element) return undefined;
    const done = () => {
      setLive(null);
      onChange(element.value.toUpperCase());
    };
    element.addEventListener('change', done);
    return () => element.removeEventListener('change', done);
  }, [onChange]);

  const shown = live ?? value;
  return (
    <span className={cx(styles.picker, className)}>
      <span className={cx(styles.trigger, size === 'large' && styles.large)}>
        <span className={styles.block} style={{ background: shown }} />
        <input
          ref={input}
          id={id}
          type="color"
          className={styles.input}
          aria-label={ariaLabel}
          value={shown.toLowerCase()}
          onChange={(event) => {
            if (event.nativeEvent.type === 'input') setLive(event.target.value.toUpperCase());
          }}
        />
      </span>
      {onClear ? (
        <button
          type="button"
          className={styles.clear}
          aria-label={t('common.clearColor')}
          title={t('common.clearColor')}
          onClick={onClear}
        />
      ) : null}
    </span>
  );
}
