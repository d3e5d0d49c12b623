import type { ReactNode } from 'react';
import styles from './lab.module.css';

/** One of the three steps (collect, train, test): its number, title and a line of help. */
export function StepCard({
  step,
  title,
  help,
  children,
  testId,
}: {
  step: number;
  title: string;
  help: string;
  children: ReactNode;
  testId?: string;
}) {
  const id = `training-step-${step}`;
  return (
    <section className={styles.step} aria-labelledby={id} data-testid={testId}>
      <div className={styles.stepHead}>
        <span className={styles.stepBadge} aria-hidden>
          {step}
        </span>
        <h2 id={id} className={styles.stepTitle}>
          {title}
        </h2>
      </div>
      <p className={styles.help}>{help}</p>
      {children}
    </section>
  );
}
