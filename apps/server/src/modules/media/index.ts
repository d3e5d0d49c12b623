/** The media module: uploads, the file server, signed links and which works use which files. */
export { mediaRoutes } from './media.upload.routes';
export { parseRange } from './media-range';
export {
  copyWorkMedia,
  keepFileWithWork,
  keepUploadFor,
  mediaIdsOfWork,
  releaseMedia,
  resolveWorkMedia,
  syncWorkMedia,
} from './media-links';
export { findMediaByKey } from './media.queries';
export { deleteMediaRows, mediaKeysByIds } from './media-lookups.queries';
export { sniffMedia } from './media-sniff';
export { deleteStoredFiles, storagePath, storeMedia, type TMediaRow } from './media.service';
export {
  collectMediaKeys,
  createMediaUrls,
  loadMediaSecret,
  mapMediaUrls,
  mediaKeyOf,
  type TMediaUrls,
} from './media-url';
