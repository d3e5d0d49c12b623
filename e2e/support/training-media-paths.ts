import path from 'node:path';

/** Where the training labs' test media are written (data/ is not committed). */
export const TRAINING_MEDIA_DIR = path.resolve(import.meta.dirname, '../../data/e2e-media');

/** The clip Chromium's fake camera plays in the training journeys. */
export const TRAINING_VIDEO = path.join(TRAINING_MEDIA_DIR, 'training-camera.mjpeg');

/** Chromium flags of the training journeys: a fake camera and microphone, always allowed. */
export const TRAINING_CAMERA_ARGS = [
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
  `--use-file-for-fake-video-capture=${TRAINING_VIDEO}`,
];
