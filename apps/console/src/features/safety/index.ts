export { SAFETY_KEY } from './safety-keys';
export { SchoolRulesForm, rulesBody } from './school-rules-form';
export { GALLERY_KIND_LABELS, STRICTNESS_LABELS } from './safety-labels';
export { WeeklySafetyStats } from './weekly-safety-stats';
