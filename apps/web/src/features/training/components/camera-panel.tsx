import { Button, Spin } from 'antd';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../shared/ui/alert';
import type { TCameraState } from '../hooks/use-camera';
import styles from './lab.module.css';
import { CameraOutlined, SwapOutlined, VideoCameraOutlined } from './lab-icons';

/**
 * The camera preview (shown like a mirror), with what to do when it is off or refused: the
 * lab always goes on with files.
 */
export function CameraPanel({
  videoRef,
  overlayRef,
  state,
  onStart,
  onStop,
  uploadLabel,
  footer,
  mirrored = true,
  onSwitch,
}: {
  videoRef: RefObject<HTMLVideoElement | null>;
  overlayRef?: RefObject<HTMLCanvasElement | null>;
  state: TCameraState;
  onStart: () => void;
  onStop: () => void;
  uploadLabel: string;
  footer?: ReactNode;
  /** The front camera is shown like a mirror; the back camera as it is. */
  mirrored?: boolean;
  /** Switch between the front and back camera (tablets), when there are two. */
  onSwitch?: () => void;
}) {
  const { t } = useTranslation();
  const on = state.status === 'on';
  return (
    <div>
      <div className={styles.camera}>
        <div
          className={styles.mirror}
          style={{
            visibility: on ? 'visible' : 'hidden',
            transform: mirrored ? undefined : 'none',
          }}
        >
          <video
            ref={videoRef}
            className={styles.video}
            muted
            playsInline
            aria-label={t('training.test.live')}
          />
          {overlayRef && <canvas ref={overlayRef} className={styles.overlay} />}
        </div>
        {!on && (
          <div className={styles.cameraMessage}>
            {state.status === 'starting' ? (
              <>
                <Spin />
                <span>{t('training.camera.starting')}</span>
              </>
            ) : (
              <>
                <VideoCameraOutlined style={{ fontSize: 40 }} aria-hidden />
                <span>{t('training.camera.off')}</span>
                <Button
                  type="primary"
                  size="large"
                  icon={<CameraOutlined aria-hidden />}
                  onClick={onStart}
                >
                  {state.status === 'error'
                    ? t('training.camera.retry')
                    : t('training.camera.start')}
                </Button>
              </>
            )}
          </div>
        )}
      </div>
      {state.status === 'error' && (
        <Alert
          className={styles.cameraAlert}
          type="warning"
          showIcon
          role="alert"
          message={t(`training.camera.${state.problem}`, { upload: uploadLabel })}
        />
      )}
      <div className={styles.cameraBar} style={{ marginTop: 8 }}>
        <span className={styles.bodyHint}>{footer}</span>
        {on && (
          <span style={{ display: 'inline-flex', gap: 8 }}>
            {onSwitch && (
              <Button icon={<SwapOutlined aria-hidden />} onClick={onSwitch}>
                {t('training.camera.switch')}
              </Button>
            )}
            <Button onClick={onStop}>{t('training.camera.stop')}</Button>
          </span>
        )}
      </div>
    </div>
  );
}
