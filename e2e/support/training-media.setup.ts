import { test as setup } from '@playwright/test';
import { writeTrainingMedia } from './training-media';

// Runs before the training journeys (project "training-media"): draws the fake camera's clip
// and the photos, so Chromium finds the clip when it starts.
setup('draw the training labs test media', () => {
  writeTrainingMedia();
});
