import type { TSafetyHistoryItem } from '@haoduo/contract';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../../shared/ui/cx';
import { Tag } from '../../../../shared/ui/tag';
import { useSafetyLabels } from '../../model/labels';
import { shortTime } from '../../model/time';
import styles from './class-history.module.css';

const IMAGE = /\.(png|jpe?g|webp|gif|svg)(\?|$)/i;

/** One prompt, message, result or refusal: compact, a thumbnail for a picture. */
export function HistoryEntry({ item }: { item: TSafetyHistoryItem }) {
  const { t } = useTranslation();
  const labels = useSafetyLabels();
  const pupil = item.direction === 'input';
  return (
    <li className={cx(styles.entry, styles[item.outcome])} data-testid="history-entry">
      <time className={styles.when} dateTime={item.createdAt}>
        {shortTime(item.createdAt)}
      </time>
      <div className={styles.body}>
        <div className={styles.entryHead}>
          <strong className={styles.pupilName}>{item.studentName}</strong>
          <Tag color="blue">{labels.tool(item.tool)}</Tag>
          <span className={cx(styles.direction, pupil ? styles.fromPupil : styles.fromAi)}>
            {pupil ? t('safety.history.input') : t('safety.history.output')}
          </span>
          {item.outcome !== 'ok' && (
            <Tag color={item.outcome === 'refused' ? 'red' : 'gold'}>
              {t(`safety.outcome.${item.outcome}`)}
            </Tag>
          )}
          {item.alertKind && <Tag color="red">{t(`safety.kind.${item.alertKind}`)}</Tag>}
          {item.categories.map((category) => (
            <Tag key={category}>{labels.category(category)}</Tag>
          ))}
        </div>
        {item.text && <p className={styles.text}>{item.text}</p>}
      </div>
      {item.resultUrl &&
        (IMAGE.test(item.resultUrl) ? (
          <a href={item.resultUrl} target="_blank" rel="noreferrer" className={styles.thumb}>
            <img
              src={item.resultUrl}
              alt={t('safety.history.resultImage', { name: item.studentName })}
              loading="lazy"
            />
          </a>
        ) : (
          <a href={item.resultUrl} target="_blank" rel="noreferrer" className={styles.resultLink}>
            {t('safety.history.viewResult')}
          </a>
        ))}
    </li>
  );
}
