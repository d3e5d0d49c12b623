import { lazy } from 'react';
import { loadTexts } from '../../../shared/i18n/i18n';

/**
 * The 3D viewer for pages outside the studio (a kept 3D work): three.js and the studio's
 * texts the viewer speaks load with the first model shown, not with the page.
 */
export const Model3dViewer = lazy(() =>
  Promise.all([import('./model3d-viewer'), loadTexts('studio')]).then(([viewer]) => viewer),
);
