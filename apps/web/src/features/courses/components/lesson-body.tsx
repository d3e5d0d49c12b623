import { CheckCircleFilled, FileOutlined, PaperClipOutlined } from '@ant-design/icons';
import type { TLesson } from '@haoduo/contract';
import { useTranslation } from 'react-i18next';
import styles from './lesson-body.module.css';

/** A lesson's objectives, its steps as a numbered path, and its files. */
export function LessonBody({ lesson }: { lesson: TLesson }) {
  const { t } = useTranslation();
  return (
    <>
      {lesson.objectives.length > 0 ? (
        <section className={`${styles.card} ${styles.goals}`} aria-labelledby="lesson-goals">
          <h2 id="lesson-goals" className={styles.cardTitle}>
            {t('course.lesson.objectives')}
          </h2>
          <ul className={styles.objectives}>
            {lesson.objectives.map((objective) => (
              <li key={objective}>
                <CheckCircleFilled aria-hidden className={styles.tick} />
                <span>{objective}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {lesson.steps.length > 0 ? (
        <section className={styles.card} aria-labelledby="lesson-steps">
          <h2 id="lesson-steps" className={styles.cardTitle}>
            {t('course.lesson.steps')}
          </h2>
          <ol className={styles.steps}>
            {lesson.steps.map((step, index) => (
              <li key={`${index}-${step.title}`} className={styles.step}>
                <span className={styles.stepNo} aria-hidden>
                  {index + 1}
                </span>
                <div className={styles.stepText}>
                  <h3 className={styles.stepTitle}>
                    {step.title}
                    {step.minutes > 0 ? (
                      <span className={styles.minutes}>{step.minutes}′</span>
                    ) : null}
                  </h3>
                  {step.content ? <p className={styles.stepContent}>{step.content}</p> : null}
                </div>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      {lesson.materials.length > 0 ? (
        <section className={styles.card} aria-labelledby="lesson-materials">
          <h2 id="lesson-materials" className={styles.cardTitle}>
            <PaperClipOutlined aria-hidden /> {t('course.lesson.materials')}
          </h2>
          <ul className={styles.materials}>
            {lesson.materials.map((material) => (
              <li key={material.url}>
                <a href={material.url} target="_blank" rel="noopener noreferrer">
                  <FileOutlined aria-hidden /> {material.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
