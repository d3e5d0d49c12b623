import { CheckCircleFilled, PictureOutlined } from '@ant-design/icons';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { workPath } from '../../works';
import { cx } from '../../../shared/ui/cx';
import { useMyWorksToEnter } from '../api/my-works';
import styles from './mine.module.css';

export interface TChosenWork {
  id: number;
  name: string;
  /** Its page on the platform: the work's address in the competition. */
  url: string;
}

/** 选择我的作品: the pupil's works as small cards, one chosen. */
export function MyWorksChooser({
  chosen,
  onChoose,
}: {
  chosen: TChosenWork | null;
  onChoose: (work: TChosenWork) => void;
}) {
  const { t } = useTranslation();
  const works = useMyWorksToEnter(true);
  if (works.isPending) return <Spin />;
  const list = works.data?.list ?? [];
  if (list.length === 0) return <p className={styles.hint}>{t('competition.works.noWorks')}</p>;
  return (
    <ul className={styles.works} aria-label={t('competition.works.chooseWork')}>
      {list.map((work) => {
        const picked = chosen?.id === work.id;
        const cover = work.coverThumbUrl ?? work.worksCoverPic;
        return (
          <li key={work.id}>
            <button
              type="button"
              className={cx(styles.work, picked && styles.workPicked)}
              aria-pressed={picked}
              onClick={() => onChoose({ id: work.id, name: work.worksName, url: workPath(work) })}
            >
              <span className={styles.workCover}>
                {cover ? (
                  <img src={cover} alt="" loading="lazy" />
                ) : (
                  <PictureOutlined aria-hidden />
                )}
                {picked ? <CheckCircleFilled aria-hidden className={styles.workTick} /> : null}
              </span>
              <span className={styles.workName}>{work.worksName}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
