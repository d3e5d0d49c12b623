import { DownloadOutlined } from '@ant-design/icons';
import type { TAiJobResult } from '@haoduo/contract';
import { Button, Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { AppFrame } from './app-frame';
import { ColoringCanvas } from './coloring-canvas';
import styles from './studio.module.css';

const Model3dViewer = lazy(() => import('./model3d-viewer'));

/** The result itself, by tool: picture, colouring, music, video, smart app or 3D model. */
export function ResultMedia({ result, prompt }: { result: TAiJobResult; prompt: string }) {
  const { t } = useTranslation();
  switch (result.tool) {
    case 'draw':
      return <img className={styles.picture} src={result.imageUrl} alt={prompt} />;
    case 'draw-color':
      return result.mode === 'line' && result.labelsUrl ? (
        <ColoringCanvas
          imageUrl={result.imageUrl}
          labelsUrl={result.labelsUrl}
          title={result.title}
        />
      ) : (
        <img className={styles.picture} src={result.imageUrl} alt={result.title || prompt} />
      );
    case 'music':
      return (
        <div className={styles.music}>
          <audio
            controls
            src={result.audioUrl}
            aria-label={t('studio.music.play')}
            preload="metadata"
          />
          <Button
            size="large"
            icon={<DownloadOutlined aria-hidden />}
            href={`${result.midiUrl}?download=1`}
          >
            {t('studio.music.midi')}
          </Button>
        </div>
      );
    case 'video':
      return (
        <video
          className={styles.video}
          controls
          src={result.videoUrl}
          poster={result.posterUrl}
          preload="metadata"
        />
      );
    case 'code':
      return <AppFrame html={result.html ?? ''} title={result.title} />;
    case 'model3d':
      return (
        <Suspense fallback={<Spin size="large" tip={t('studio.model3d.loading')} />}>
          <Model3dViewer url={result.modelUrl} />
        </Suspense>
      );
  }
}
