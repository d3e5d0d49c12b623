import { Button } from 'antd';
import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLivePrediction } from '../hooks/use-vision-lab';
import { PictureOutlined } from './lab-icons';
import styles from './lab.module.css';

// The model's answers show once it is trained: their bars load then.
const PredictionBars = lazy(() =>
  import('./prediction-bars').then((module) => ({ default: module.PredictionBars })),
);

/** Step 3: the model's live answer from the camera, or its answer for a chosen picture. */
export function TestPanel({
  kind,
  labels,
  trained,
  live,
  picture,
  uploadLabel,
  onPicture,
}: {
  kind: 'image' | 'pose';
  labels: string[];
  trained: boolean;
  live: TLivePrediction | null;
  picture: { url: string; prediction: TLivePrediction | null } | null;
  uploadLabel: string;
  onPicture: (file: File) => void;
}) {
  const { t } = useTranslation();
  const fileInput = useRef<HTMLInputElement>(null);
  const shown = picture?.prediction ?? live;
  return (
    <div className={styles.bars} data-testid="training-test-panel">
      {!trained && <p className={styles.help}>{t('training.test.notTrained')}</p>}
      {trained && !shown && <p className={styles.help}>{t('training.test.waiting')}</p>}
      {picture && <img className={styles.testPicture} src={picture.url} alt="" />}
      {trained && shown && !shown.bodyFound && kind === 'pose' && (
        <p className={styles.help} role="status">
          {t('training.posture.noBody')}
        </p>
      )}
      {trained && shown && (
        <Suspense fallback={null}>
          <PredictionBars labels={labels} probabilities={shown.probabilities} />
        </Suspense>
      )}
      <Button
        size="large"
        icon={<PictureOutlined aria-hidden />}
        disabled={!trained}
        onClick={() => fileInput.current?.click()}
      >
        {uploadLabel}
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        hidden
        data-testid="training-test-upload"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onPicture(file);
        }}
      />
    </div>
  );
}
