import type { TWorksDetail } from '@haoduo/contract';
import { Button } from 'antd';
import { ShareAltOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../shared/ui/copy-text';
import { feedback } from '../../../shared/ui/feedback';
import { LikeButton } from './like-button';
import styles from './work-heading.module.css';

/** The work's name, public author name and school, its likes and the share link. */
export function WorkHeading({ work }: { work: TWorksDetail }) {
  const { t } = useTranslation();
  const share = async () => {
    try {
      await copyText(window.location.href);
      void feedback().message.success(t('works.detail.shared'));
    } catch {
      void feedback().message.error(t('works.detail.copyFailed'));
    }
  };
  return (
    <header className={styles.heading}>
      <div className={styles.titles}>
        <h1 className={styles.name}>{work.worksName}</h1>
        <p className={styles.who}>
          <span>
            {t('works.detail.author')}：{work.worksAuthor}
          </span>
          {work.schoolName ? (
            <span>
              {t('works.detail.school')}：{work.schoolName}
            </span>
          ) : null}
        </p>
      </div>
      <div className={styles.actions}>
        <LikeButton
          size="large"
          worksId={work.id}
          likeCount={work.likeCount}
          hasLike={work.hasLike}
        />
        <Button size="large" shape="round" icon={<ShareAltOutlined />} onClick={() => void share()}>
          {t('works.detail.share')}
        </Button>
      </div>
    </header>
  );
}
