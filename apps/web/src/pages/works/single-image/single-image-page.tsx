import { RelatedWorks, WorkFrame, WorkHeading } from '../../../features/works';
import styles from './single-image-page.module.css';

/** /works/singleImage?id=: one picture with its name, author and likes. */
export default function SingleImagePage() {
  return (
    <WorkFrame>
      {(work) => {
        const picture = work.worksContentList.find((item) => item.type === 'image');
        const src = picture?.url ?? work.worksCoverPic;
        return (
          <>
            <WorkHeading work={work} />
            <figure className={styles.figure}>
              {src ? <img src={src} alt={work.worksName} /> : null}
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
