import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { centredLeft } from './popup';
import { cx } from './cx';
import styles from './tooltip.module.css';

interface TTooltipProps {
  /** The text shown over the control; empty shows nothing. */
  title: string;
  children: ReactNode;
  /** Lays the control out as a block (a full-width button). */
  block?: boolean;
  className?: string;
}

/** antd's mouseEnterDelay and mouseLeaveDelay (0.1 s). */
const DELAY_MS = 100;
/** From the bubble's bottom to the control: its arrow and antd's 4 px gap. */
const GAP_PX = 12;

/**
 * antd's Tooltip above a control (a dark bubble with an arrow, shown on hover and on keyboard
 * focus, hidden by Escape), without antd's Tooltip and its popup trigger. The bubble lies over
 * the page (fixed to the window), so scrolling boxes do not clip it; a disabled control still
 * shows it, as antd's does. Where the text adds to the control's name, the control points at
 * the bubble with aria-describedby while it is shown.
 */
export function Tooltip({ title, children, block, className }: TTooltipProps) {
  const id = useId();
  const anchor = useRef<HTMLSpanElement>(null);
  const bubble = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [open, setOpen] = useState(false);
  const [place, setPlace] = useState<CSSProperties>({ visibility: 'hidden' });
  const shown = open && title !== '';

  const later = (next: boolean) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), DELAY_MS);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  useLayoutEffect(() => {
    const control = anchor.current;
    const box = bubble.current;
    if (!shown || !control || !box) return;
    const target = control.getBoundingClientRect();
    const centre = target.left + target.width / 2;
    const left = centredLeft(target, box.offsetWidth);
    setPlace({
      left,
      top: target.top - box.offsetHeight - GAP_PX,
      '--arrow-x': `${centre - left}px`,
    } as CSSProperties);
  }, [shown, title]);

  useEffect(() => {
    if (!shown) return undefined;
    const close = () => setOpen(false);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('scroll', close, true);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', close, true);
    };
  }, [shown]);

  // A text the control's name does not already say is its description while shown.
  useEffect(() => {
    const control = anchor.current?.firstElementChild;
    if (!shown || !control) return undefined;
    const name = control.getAttribute('aria-label') ?? control.textContent ?? '';
    if (name.includes(title)) return undefined;
    control.setAttribute('aria-describedby', id);
    return () => control.removeAttribute('aria-describedby');
  }, [shown, id, title]);

  return (
    <span
      ref={anchor}
      className={cx(styles.anchor, block && styles.block, className)}
      onMouseEnter={() => later(true)}
      onMouseLeave={() => later(false)}
      onFocus={(event) => {
        if (event.target.matches(':focus-visible')) later(true);
      }}
      onBlur={() => later(false)}
    >
      {children}
      {shown
        ? createPortal(
            <div ref={bubble} id={id} role="tooltip" className={styles.bubble} style={place}>
              {title}
            </div>,
            document.body,
          )
        : null}
    </span>
  );
}
