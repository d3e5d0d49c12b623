import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ComponentType,
  type MouseEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from 'react';
import { cx } from './cx';
import styles from './menu-button.module.css';
import { useOutsidePress } from './popup';

export interface TMenuButtonItem<K extends string> {
  key: K;
  label: ReactNode;
  /** Shown in red, like antd's danger items (退出登录). */
  danger?: boolean;
  /** An icon before the label (antd's item icon: 12 px, 8 px from the text). */
  icon?: ReactNode;
}

/** What a trigger of one's own (antd's Button, say) takes to open the menu. */
export interface TMenuTriggerProps {
  ref: (element: HTMLElement | null) => void;
  className?: string;
  'aria-haspopup': 'menu';
  'aria-expanded': boolean;
  'aria-controls'?: string;
  onClick: (event: MouseEvent<HTMLElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  children: ReactNode;
  /** None given; it lets a component taking data attributes (antd's Button) be the trigger. */
  [data: `data-${string}`]: string;
}

interface TMenuButtonProps<K extends string> {
  items: readonly TMenuButtonItem<K>[];
  onSelect: (key: K) => void;
  /** The trigger's content; its text is the button's accessible name. */
  children: ReactNode;
  /** The trigger button's class. */
  className?: string;
  /** Also opens while the mouse is over it (antd's trigger ['click', 'hover']). */
  openOnHover?: boolean;
  /** Where the menu lies: under the button's right edge (unless told) or its left edge. */
  placement?: 'bottomRight' | 'bottomLeft';
  /** The trigger's component (antd's Button, say) in place of a bare button. */
  trigger?: ComponentType<TMenuTriggerProps>;
}

/** How long the menu stays open after the mouse leaves, to cross the gap to it. */
const HOVER_CLOSE_MS = 150;

/**
 * A button that opens a menu of actions below it, right-aligned: antd's Dropdown with a
 * menu, without antd's Dropdown, Menu and Tooltip in the page's load. It follows the WAI-ARIA
 * menu button pattern: Enter, Space or ↓ opens it on the first item, ↑/↓/Home/End move,
 * Escape closes it back to the button, Tab or a click outside closes it.
 */
export function MenuButton<K extends string>({
  items,
  onSelect,
  children,
  className,
  openOnHover = false,
  placement = 'bottomRight',
  trigger: Trigger,
}: TMenuButtonProps<K>) {
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  /** A callback ref: the trigger may be the page's own component (antd's Button). */
  const setTrigger = useCallback((element: HTMLElement | null) => {
    trigger.current = element;
  }, []);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** The item to focus once the menu has rendered (opened from the keyboard). */
  const focusOnOpen = useRef<number | null>(null);
  /** Opened by the mouse passing over it: leaving closes it, a click keeps it open. */
  const openedByHover = useRef(false);

  useEffect(() => {
    if (!open || focusOnOpen.current === null) return;
    itemRefs.current[focusOnOpen.current]?.focus();
    focusOnOpen.current = null;
  }, [open]);
  useOutsidePress(open, wrapper, () => setOpen(false));

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const openAt = (index: number | null) => {
    focusOnOpen.current = index;
    openedByHover.current = false;
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    openedByHover.current = false;
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  };
  const focusItem = (index: number) => {
    const count = items.length;
    itemRefs.current[(index + count) % count]?.focus();
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 0 : items.length - 1);
    }
  };
  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const current = itemRefs.current.indexOf(document.activeElement as HTMLButtonElement);
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: items.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      focusItem(moves[event.key]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  const hover = openOnHover
    ? {
        onPointerEnter: (event: ReactPointerEvent) => {
          if (event.pointerType !== 'mouse') return;
          clearTimeout(closeTimer.current);
          if (open) return;
          openedByHover.current = true;
          setOpen(true);
        },
        onPointerLeave: (event: ReactPointerEvent) => {
          if (event.pointerType !== 'mouse' || !openedByHover.current) return;
          closeTimer.current = setTimeout(() => close(false), HOVER_CLOSE_MS);
        },
      }
    : {};

  const triggerProps: TMenuTriggerProps = {
    ref: setTrigger,
    className,
    'aria-haspopup': 'menu',
    'aria-expanded': open,
    'aria-controls': open ? menuId : undefined,
    // A click from the keyboard (detail 0) opens on the first item; a mouse click only opens.
    onClick: (event) => {
      if (open && openedByHover.current) openedByHover.current = false;
      else if (open) close(false);
      else openAt(event.detail === 0 ? 0 : null);
    },
    onKeyDown: onTriggerKeyDown,
    children,
  };

  return (
    <div ref={wrapper} className={styles.wrapper} {...hover}>
      {Trigger ? <Trigger {...triggerProps} /> : <button type="button" {...triggerProps} />}
      {open && (
        <ul
          id={menuId}
          role="menu"
          className={cx(styles.menu, placement === 'bottomLeft' && styles.left)}
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item, index) => (
            <li key={item.key} role="none">
              <button
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={cx(styles.item, item.danger && styles.danger)}
                onClick={() => {
                  close(true);
                  onSelect(item.key);
                }}
              >
                {item.icon ? (
                  <span className={styles.icon} aria-hidden>
                    {item.icon}
                  </span>
                ) : null}
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
