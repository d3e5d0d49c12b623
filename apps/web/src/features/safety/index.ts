import { lazy } from 'react';

// The class page's safety loads with the teacher's class page (itself loaded on demand), the
// history and rules pages when opened.
export { classHistoryPath, classPagePath, classRulesPath } from './paths';

export const ClassSafetySection = lazy(() =>
  import('./components/class-safety-section').then((m) => ({ default: m.ClassSafetySection })),
);
export const ClassHistory = lazy(() =>
  import('./components/history/class-history').then((m) => ({ default: m.ClassHistory })),
);
export const ClassRulesForm = lazy(() =>
  import('./components/rules/class-rules-form').then((m) => ({ default: m.ClassRulesForm })),
);
