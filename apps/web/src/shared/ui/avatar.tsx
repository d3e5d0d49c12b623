import type { ReactNode } from 'react';
import { cx } from './cx';
import styles from './avatar.module.css';

interface TAvatarProps {
  /** Pixels (antd's size). */
  size: number;
  /** A picture; the children (a letter) when there is none. */
  src?: string;
  children?: ReactNode;
  className?: string;
}

/**
 * antd's round Avatar (a picture, or a letter on the primary colour) without antd's Avatar,
 * whose group brings Popover, Tooltip and the popup trigger. Decorative: the name is beside it.
 */
export function Avatar({ size, src, children, className }: TAvatarProps) {
  return (
    <span
      className={cx(styles.avatar, className)}
      style={{ width: size, height: size, fontSize: Math.round(size * 0.45) }}
      aria-hidden
    >
      {src ? <img className={styles.image} src={src} alt="" /> : children}
    </span>
  );
}
