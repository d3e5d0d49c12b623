import { lazyDialog } from '../ui/lazy-dialog';

/** 我的AI点数, loaded when first opened (antd's Modal and Input stay out of the page's load). */
export const PointsDialog = lazyDialog(() =>
  import('./points-dialog').then((module) => module.PointsDialog),
);
