/**
 * The safety of minors: the one gate pupils' texts and pictures and AI answers pass, the
 * class AI history, critical alerts, the school's and class's own rules and a teacher's
 * controls of one pupil. Other modules import only this file.
 */
export { createSafety, safetyFeature, type TSafety } from './safety.plugin';
export { refusalOf } from './safety-gate';
export type {
  TSafetyAlertInfo,
  TSafetyCheck,
  TSafetyGate,
  TSafetyResult,
  TSafetySubject,
} from './safety-gate';
export type { THistoryRow, THistorySource, THistorySourceQuery } from './safety-history';
export { pupilBlockReason } from './safety-pupil-controls';
export { galleryKindProblem, rulesInForce } from './safety-rules';
export { recordEvent } from './safety-events';
export { raiseAlerts } from './safety-alerts';
export type { TAlertBus } from './alert-bus';
