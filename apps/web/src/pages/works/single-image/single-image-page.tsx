import { Spin } from 'antd';
import { Suspense } from 'react';
import { Model3dViewer } from '../../../features/ai-workshop';
import { RelatedWorks, WorkFrame, WorkHeading } from '../../../features/works';
import styles from './single-image-page.module.css';

/** /works/singleImage?id=: one picture, melody or 3D model with its name, author and likes. */
export default function SingleImagePage() {
  return (
    <WorkFrame>
      {(work) => {
        const picture = work.worksContentList.find((item) => item.type === 'image');
        const melody = work.worksContentList.find((item) => item.type === 'audio');
        // A kept 3D result: its model file is the work's jump URL (three.js loads with it).
        const model = work.kind === 'model3d' && work.jumpUrl ? work.jumpUrl : null;
        const src = picture?.url ?? work.worksCoverPic;
        return (
          <>
            <WorkHeading work={work} />
            <figure className={styles.figure}>
              {model ? (
                <div className={styles.model}>
                  <Suspense fallback={<Spin size="large" />}>
                    <Model3dViewer url={model} />
                  </Suspense>
                </div>
              ) : null}
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
