import { useTranslation } from 'react-i18next';
import type { TEvaluation } from '../model/evaluate';
import type { TVisionProject } from '../model/project';
import styles from './lab.module.css';

/** How each category did in the quiz, and the samples the model got wrong or was unsure of. */
export function MistakeList({
  project,
  evaluation,
}: {
  project: TVisionProject;
  evaluation: TEvaluation;
}) {
  const { t } = useTranslation();
  const byId = new Map(project.samples.map((sample) => [sample.id, sample]));
  const names = project.categories.map((category) => category.name);
  const mistakes = evaluation.mistakes.filter((mistake) => byId.has(mistake.sampleId)).slice(0, 20);
  return (
    <div style={{ marginTop: 12 }}>
      <ul className={styles.help} style={{ paddingLeft: 18, margin: '0 0 8px' }}>
        {evaluation.perCategory.map((bucket, index) => (
          <li key={index}>{t('training.train.perCategory', { name: names[index], ...bucket })}</li>
        ))}
      </ul>
      {mistakes.length === 0 ? (
        <p className={styles.help}>{t('training.train.noMistakes')}</p>
      ) : (
        <>
          <h3 className={styles.stepTitle} style={{ fontSize: 15 }}>
            {t('training.train.mistakes')}
          </h3>
          <p className={styles.help}>{t('training.train.mistakesHelp')}</p>
          <div className={styles.mistakes} data-testid="training-mistakes">
            {mistakes.map((mistake) => (
              <div key={mistake.sampleId} className={styles.mistake}>
                <img src={byId.get(mistake.sampleId)!.thumb} alt="" />
                <span>
                  {t('training.train.mistake', {
                    expected: names[mistake.expected],
                    predicted: names[mistake.predicted],
                    percent: Math.round(mistake.confidence * 100),
                  })}
                </span>
              </div>
            ))}
          </div>
        </>
      )}
    </div>
  );
}
