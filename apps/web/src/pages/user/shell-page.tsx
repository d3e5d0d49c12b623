import type { ReactNode } from 'react';
import { usePageTitle } from '../../shared/hooks/use-page-title';
import styles from './shell-page.module.css';

/** A page inside the user shell: its title, an optional line under it, the content. */
export function ShellPage({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </header>
      {children}
    </div>
  );
}
