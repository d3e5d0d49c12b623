import type { ReactNode } from 'react';
import { cx } from './cx';
import styles from './tag.module.css';

export type TTagColor = 'default' | 'gold' | 'green' | 'blue' | 'red' | 'orange';

interface TTagProps {
  color?: TTagColor;
  children: ReactNode;
  className?: string;
}

/**
 * A small label in antd's filled Tag look (12 px text on the colour's lightest tint), without
 * antd's Tag and its style engine entry. Text only: no close button, no icon.
 */
export function Tag({ color = 'default', children, className }: TTagProps) {
  return <span className={cx(styles.tag, styles[color], className)}>{children}</span>;
}
