import { lazyDialog } from '../../shared/ui/lazy-dialog';

/** 推荐浏览器, loaded when first opened. */
export const BrowserModal = lazyDialog(() =>
  import('./components/browser-modal').then((module) => module.BrowserModal),
);
export { DownloadCentre } from './components/download-centre';
export { offersBrowserInstaller } from './os';
