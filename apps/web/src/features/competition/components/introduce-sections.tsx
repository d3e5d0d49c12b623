import type { TCompetition } from '@haoduo/contract';
import { useTranslation } from 'react-i18next';
import { Empty } from '../../../shared/ui/empty';
import styles from './introduce-sections.module.css';

/**
 * The competition's introduction as the organiser wrote it: a card per section (its title,
 * its text with the line breaks kept, its picture). Text only: nothing stored is read as HTML.
 */
export function IntroduceSections({ sections }: { sections: TCompetition['introduceList'] }) {
  const { t } = useTranslation();
  if (sections.length === 0) {
    return <Empty className={styles.empty} description={t('competition.page.noIntroduce')} />;
  }
  return (
    <div className={styles.sections}>
      {sections.map((section, i) => (
        <section key={i} className={styles.section} aria-labelledby={`introduce-${i}`}>
          <h2 id={`introduce-${i}`} className={styles.title}>
            <span className={styles.number} aria-hidden>
              {String(i + 1).padStart(2, '0')}
            </span>
            {section.title}
          </h2>
          {section.content ? <p className={styles.content}>{section.content}</p> : null}
          {section.imageUrl ? (
            <img className={styles.image} src={section.imageUrl} alt="" loading="lazy" />
          ) : null}
        </section>
      ))}
    </div>
  );
}
