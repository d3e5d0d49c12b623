import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { RelatedWorks, WorkFrame, WorkHeading } from '../../../features/works';
import styles from './video-play-page.module.css';

/** /video/play?id=: a video work in the browser's player. */
export default function VideoPlayPage() {
  const { t } = useTranslation();
  return (
    <WorkFrame>
      {(work) => {
        const video = work.worksContentList.find((item) => item.type === 'video');
        return (
          <>
            <WorkHeading work={work} />
            {video ? (
              <video
                className={styles.video}
                src={video.url}
                poster={video.posterUrl ?? work.worksCoverPic ?? undefined}
                controls
                playsInline
                preload="metadata"
                aria-label={work.worksName}
              />
            ) : (
              <Empty description={t('works.video.noVideo')} />
            )}
            {work.worksIntro ? <p className={styles.intro}>{work.worksIntro}</p> : null}
            <RelatedWorks id={work.id} />
          </>
        );
      }}
    </WorkFrame>
  );
}
