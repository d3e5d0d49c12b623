/** What other modules use of the downloads module; they import nothing else of it. */
export { downloadsFeature } from './downloads.plugin';
export { buildTeachingGuidePdf } from './teaching-guide-pdf';
