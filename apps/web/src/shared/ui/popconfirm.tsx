import { ExclamationCircleFilled } from '@ant-design/icons';
import { Button } from 'antd';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import styles from './popconfirm.module.css';
import { centredLeft, useOutsidePress } from './popup';

/** What the trigger takes: it opens the question, which it says it controls. */
export interface TPopconfirmTrigger {
  onClick: () => void;
  'aria-haspopup': 'dialog';
  'aria-expanded': boolean;
  'aria-controls'?: string;
}

interface TPopconfirmProps {
  /** The question. */
  title: ReactNode;
  onConfirm: () => void;
  /** The OK button's text (确定 unless told). */
  okText?: string;
  /** The trigger, given what opens the question (a button). */
  children: (trigger: TPopconfirmTrigger) => ReactNode;
}

/**
 * antd's Popconfirm: a small card above its trigger (a warning icon, the question, 取消 and
 * the OK button, an arrow pointing down), without antd's Popconfirm, Popover, Tooltip and the
 * popup trigger in the page's load. A non-modal dialog: it opens on the cancel button (the
 * safe choice), Escape or a click outside closes it back to the trigger.
 */
export function Popconfirm({ title, onConfirm, okText, children }: TPopconfirmProps) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLSpanElement>(null);
  const card = useRef<HTMLDivElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  /** The trigger: the wrapper's first control (the card comes after it). */
  const focusTrigger = () =>
    wrapper.current?.querySelector<HTMLElement>('button, [href], [tabindex]')?.focus();
  /** How far the card moves sideways to stay inside the window. */
  const [shift, setShift] = useState(0);

  useLayoutEffect(() => {
    if (!open || !wrapper.current || !card.current) return;
    const target = wrapper.current.getBoundingClientRect();
    const width = card.current.offsetWidth;
    setShift(centredLeft(target, width) - (target.left + target.width / 2 - width / 2));
  }, [open]);

  useEffect(() => {
    if (!open) return;
    cancel.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      focusTrigger();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
  useOutsidePress(open, wrapper, () => setOpen(false));

  const close = () => {
    setOpen(false);
    focusTrigger();
  };

  return (
    <span ref={wrapper} className={styles.wrapper}>
      {children({
        onClick: () => setOpen(!open),
        'aria-haspopup': 'dialog',
        'aria-expanded': open,
        'aria-controls': open ? id : undefined,
      })}
      {open && (
        <div
          ref={card}
          id={id}
          role="dialog"
          aria-labelledby={`${id}-title`}
          className={styles.card}
          style={{ '--shift': `${shift}px` } as CSSProperties}
        >
          <div className={styles.message}>
            <ExclamationCircleFilled className={styles.icon} aria-hidden />
            <div id={`${id}-title`} className={styles.title}>
              {title}
            </div>
          </div>
          <div className={styles.buttons}>
            <Button ref={cancel} size="small" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button
              type="primary"
              size="small"
              onClick={() => {
                close();
                onConfirm();
              }}
            >
              {okText ?? t('common.confirm')}
            </Button>
          </div>
          <span className={styles.arrow} aria-hidden />
        </div>
      )}
    </span>
  );
}
