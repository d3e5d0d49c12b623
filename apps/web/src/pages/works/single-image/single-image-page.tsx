import { RelatedWorks, WorkFrame, WorkHeading } from '../../../features/works';
import styles from './single-image-page.module.css';

/** /works/singleImage?id=: one picture (or melody) with its name, author and likes. */
export default function SingleImagePage() {
  return (
    <WorkFrame>
      {(work) => {
        const picture = work.worksContentList.find((item) => item.type === 'image');
        const melody = work.worksContentList.find((item) => item.type === 'audio');
        const src = picture?.url ?? work.worksCoverPic;
        return (
          <>
            <WorkHeading work={work} />
            <figure className={styles.figure}>
              {src ? <img src={src} alt={work.worksName} /> : null}
              {melody ? (
                <audio controls src={melody.url} preload="metadata" aria-label={work.worksName} />
              ) : null}
              {picture?.text || work.worksIntro ? (
                <figcaption>{picture?.text || work.worksIntro}</figcaption>
              ) : null}
            </figure>
            <RelatedWorks id={work.id} />
          </>
        );
      }}
    </WorkFrame>
  );
}
