/**
 * The AI workshop's public face: the plugin the app registers, and what the works domain's
 * tests use to keep a finished result. Other modules import nothing else of it.
 */
export { aiWorkshopFeature, createWorkshopRegistry } from './workshop.plugin';
export { keepAsWork } from './generation-keep';
export type { TStoredResult } from './generation-result';
export { chatHistory, generationHistory } from './safety-history-source';
export { dailyGenerations } from './generation-stats.queries';
export { errorStudentsOf } from './generation-error-students';
