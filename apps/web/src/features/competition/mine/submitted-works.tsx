import type { TCompetitionWorks } from '@haoduo/contract';
import { FileDoneOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { competitionDate } from '../model/competition-dates';
import styles from './mine.module.css';

/** 已提交的作品: its name, words and link. */
export function SubmittedWorks({ works }: { works: TCompetitionWorks }) {
  const { t } = useTranslation();
  return (
    <div className={styles.submitted} data-testid="submitted-works">
      <FileDoneOutlined aria-hidden className={styles.submittedIcon} />
      <div className={styles.submittedText}>
        <span className={styles.submittedLabel}>{t('competition.works.submitted')}</span>
        <strong className={styles.submittedName}>{works.worksName}</strong>
        {works.worksIntro ? <span className={styles.hint}>{works.worksIntro}</span> : null}
        <span className={styles.hint}>
          {t('competition.works.submittedAt', { time: competitionDate(works.submittedAt, true) })}
        </span>
      </div>
      <a href={works.worksUrl} target="_blank" rel="noreferrer" className={styles.submittedLink}>
        {t('competition.works.open')}
      </a>
    </div>
  );
}
