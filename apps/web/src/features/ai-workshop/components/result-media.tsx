import { DownloadOutlined } from '@ant-design/icons';
import type { TAiJobResult } from '@haoduo/contract';
import { Button, Spin } from 'antd';
import { lazy, Suspense } from 'react';
import type { TModel3dState } from './model3d-viewer';
import { useTranslation } from 'react-i18next';
import { MusicPlayer } from './music-player';
import styles from './studio.module.css';
import { VideoPlayer } from './video-player';

// Each kind of result but pictures, sound and video needs code of its own: it loads when a
// result of that kind is shown, not with every workshop page.
const Model3dViewer = lazy(() => import('./model3d-viewer'));
const ColoringCanvas = lazy(() =>
  import('./coloring-canvas').then((m) => ({ default: m.ColoringCanvas })),
);
const AppFrame = lazy(() => import('./app-frame').then((m) => ({ default: m.AppFrame })));

/** The result itself, by tool: picture, colouring, music, video, smart app or 3D model. */
export function ResultMedia({
  result,
  prompt,
  onModelState,
}: {
  result: TAiJobResult;
  prompt: string;
  /** A 3D model tells whether it is on screen (the others are as soon as they render). */
  onModelState?: (state: TModel3dState) => void;
}) {
  const { t } = useTranslation();
  switch (result.tool) {
    case 'draw':
      // Its size reserves the picture's room before it loads (the page scrolls to it at once).
      return (
        <img
          className={styles.picture}
          src={result.imageUrl}
          alt={prompt}
          width={result.width}
          height={result.height}
        />
      );
    case 'draw-color':
      return result.mode === 'line' && result.labelsUrl ? (
        <Suspense fallback={<Spin size="large" />}>
          <ColoringCanvas
            imageUrl={result.imageUrl}
            labelsUrl={result.labelsUrl}
            title={result.title}
          />
        </Suspense>
      ) : (
        <img
          className={styles.picture}
          src={result.imageUrl}
          alt={result.title || prompt}
          width={result.width ?? undefined}
          height={result.height ?? undefined}
        />
      );
    case 'music':
      return (
        <div className={styles.musicResult}>
          <MusicPlayer
            audioUrl={result.audioUrl}
            midiUrl={result.midiUrl}
            durationSeconds={result.durationSeconds}
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
        <VideoPlayer
          videoUrl={result.videoUrl}
          posterUrl={result.posterUrl}
          durationSeconds={result.durationSeconds}
          title={prompt}
        />
      );
    case 'code':
      return (
        <Suspense fallback={<Spin size="large" />}>
          <AppFrame html={result.html ?? ''} title={result.title} />
        </Suspense>
      );
    case 'model3d':
      return (
        <Suspense fallback={<Spin size="large" tip={t('studio.model3d.loading')} />}>
          <Model3dViewer url={result.modelUrl} onState={onModelState} />
        </Suspense>
      );
  }
}
