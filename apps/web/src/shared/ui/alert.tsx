import {
  CheckCircleFilled,
  CloseCircleFilled,
  ExclamationCircleFilled,
  InfoCircleFilled,
} from '@ant-design/icons';
import type { AriaRole, ReactNode } from 'react';
import { cx } from './cx';
import styles from './alert.module.css';

type TAlertType = 'success' | 'info' | 'warning' | 'error';

const ICONS: Record<TAlertType, ReactNode> = {
  success: <CheckCircleFilled aria-hidden />,
  info: <InfoCircleFilled aria-hidden />,
  warning: <ExclamationCircleFilled aria-hidden />,
  error: <CloseCircleFilled aria-hidden />,
};

interface TAlertProps {
  type?: TAlertType;
  message: ReactNode;
  description?: ReactNode;
  showIcon?: boolean;
  /** Another icon in place of its type's (a spinner while something loads). */
  icon?: ReactNode;
  /** Full width, no border or rounding (a page's top notice). */
  banner?: boolean;
  /** A button at the end (retry, for example). */
  action?: ReactNode;
  /** "alert" (as antd's) unless told. */
  role?: AriaRole;
  className?: string;
  'data-testid'?: string;
}

/**
 * antd's Alert (tinted box, its type's icon, title, optional description and action) without
 * antd's Alert in the page's first load.
 */
export function Alert({
  type = 'info',
  message,
  description,
  showIcon,
  icon,
  banner,
  action,
  role = 'alert',
  className,
  'data-testid': testId,
}: TAlertProps) {
  return (
    <div
      role={role}
      data-testid={testId}
      className={cx(
        styles.alert,
        styles[type],
        description !== undefined && description !== null && styles.withDescription,
        banner && styles.banner,
        className,
      )}
    >
      {showIcon ? <span className={styles.icon}>{icon ?? ICONS[type]}</span> : null}
      <div className={styles.content}>
        <div className={styles.message}>{message}</div>
        {description !== undefined && description !== null ? (
          <div className={styles.description}>{description}</div>
        ) : null}
      </div>
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
