import { loadTexts } from '../i18n/i18n';
import { lazyDialog } from '../ui/lazy-dialog';

/**
 * 我的AI点数, loaded when first opened with its texts (the studio's): antd's Modal and Input
 * and the studio catalogue stay out of the page's load.
 */
export const PointsDialog = lazyDialog(() =>
  Promise.all([import('./points-dialog'), loadTexts('studio')]).then(
    ([module]) => module.PointsDialog,
  ),
);
