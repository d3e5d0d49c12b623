import {
  FullscreenExitOutlined,
  FullscreenOutlined,
  LeftOutlined,
  RightOutlined,
} from '@ant-design/icons';
import { Button } from 'antd';
import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../shared/hooks/use-is-mobile';
import { cx } from '../../../shared/ui/cx';
import type { TReaderPage } from '../model/reader-pages';
import styles from './book-reader.module.css';
import phone from './book-reader-phone.module.css';
import { ReaderPage } from './reader-page';

const SWIPE_MIN = 50;

interface TBookReaderProps {
  pages: readonly TReaderPage[];
  title: string;
  author: string;
  coverCenter: boolean;
}

/**
 * A page-turning reader: click either side, arrow keys, swipe; full screen; page counter.
 * On a phone the page fills the screen and the bar's buttons are big (full screen is an icon).
 */
export function BookReader({ pages, title, author, coverCenter }: TBookReaderProps) {
  const { t } = useTranslation();
  // The server's layout while hydrating (the same markup on both sides), then the screen's.
  const mobile = useIsMobile();
  const [index, setIndex] = useState(0);
  const [full, setFull] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const swipeStart = useRef<number | null>(null);
  const total = pages.length;

  const go = useCallback(
    (delta: number) => setIndex((i) => Math.min(total - 1, Math.max(0, i + delta))),
    [total],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight' || event.key === 'PageDown' || event.key === ' ') {
        event.preventDefault();
        go(1);
      } else if (event.key === 'ArrowLeft' || event.key === 'PageUp') {
        event.preventDefault();
        go(-1);
      } else if (event.key === 'Home') setIndex(0);
      else if (event.key === 'End') setIndex(total - 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go, total]);

  useEffect(() => {
    const onChange = () => setFull(document.fullscreenElement === frame.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggleFull = () => {
    if (document.fullscreenElement) void document.exitFullscreen?.();
    else void frame.current?.requestFullscreen?.();
  };

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null) return;
    const dx = event.clientX - start;
    if (Math.abs(dx) >= SWIPE_MIN) go(dx < 0 ? 1 : -1);
  };

  const page = pages[index];
  const fullLabel = full ? t('works.reader.exitFullscreen') : t('works.reader.fullscreen');
  return (
    <div
      ref={frame}
      className={cx(styles.reader, phone.reader, full && `${styles.full} ${phone.full}`)}
    >
      <div
        className={cx(styles.stage, phone.stage)}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        role="region"
        aria-roledescription="book"
        aria-label={title}
      >
        {page ? (
          <ReaderPage page={page} title={title} author={author} coverCenter={coverCenter} />
        ) : null}
        <button
          type="button"
          className={`${styles.side} ${styles.left}`}
          aria-label={t('works.reader.prev')}
          disabled={index === 0}
          onClick={() => go(-1)}
        >
          <LeftOutlined />
        </button>
        <button
          type="button"
          className={`${styles.side} ${styles.right}`}
          aria-label={t('works.reader.next')}
          disabled={index >= total - 1}
          onClick={() => go(1)}
        >
          <RightOutlined />
        </button>
      </div>
      <div className={cx(styles.bar, phone.bar)}>
        <Button size="large" className={phone.turn} onClick={() => go(-1)} disabled={index === 0}>
          {t('works.reader.prev')}
        </Button>
        <span className={styles.counter} aria-live="polite" data-testid="page-counter">
          {t('works.reader.counter', { current: index + 1, total })}
        </span>
        <Button
          size="large"
          type="primary"
          className={phone.turn}
          onClick={() => go(1)}
          disabled={index >= total - 1}
        >
          {t('works.reader.next')}
        </Button>
        <Button
          size="large"
          icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
          aria-label={mobile ? fullLabel : undefined}
          onClick={toggleFull}
        >
          {mobile ? null : fullLabel}
        </Button>
      </div>
      <p className={cx(styles.hint, phone.hint)}>{t('works.reader.hint')}</p>
    </div>
  );
}
