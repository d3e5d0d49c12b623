/** What other modules use of the media module; they import nothing else of it. */
export { createMediaUrls, loadMediaSecret, mediaKeyOf, type TMediaUrls } from './media-url';
export { findMediaByKey } from './media.queries';
export { storagePath, storeMedia } from './media.service';
export { parseRange } from './media-serve';
