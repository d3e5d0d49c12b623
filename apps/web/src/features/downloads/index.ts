export { BrowserModal } from './components/browser-modal';
export { DownloadCentre } from './components/download-centre';
