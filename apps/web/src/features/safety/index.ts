import { lazy } from 'react';
import { loadTexts } from '../../shared/i18n/i18n';

// The class page's safety loads with the teacher's class page (itself loaded on demand), the
// history and rules pages when opened.
export { classHistoryPath, classPagePath, classRulesPath, closedAlertsPath } from './paths';

// Each comes with the safety texts.
export const ClassSafetySection = lazy(() =>
  Promise.all([import('./components/class-safety-section'), loadTexts('safety')]).then(([m]) => ({
    default: m.ClassSafetySection,
  })),
);
export const ClassHistory = lazy(() =>
  Promise.all([import('./components/history/class-history'), loadTexts('safety')]).then(([m]) => ({
    default: m.ClassHistory,
  })),
);
export const ClassRulesForm = lazy(() =>
  Promise.all([import('./components/rules/class-rules-form'), loadTexts('safety')]).then(([m]) => ({
    default: m.ClassRulesForm,
  })),
);
export const ClosedAlerts = lazy(() =>
  Promise.all([import('./components/closed/closed-alerts'), loadTexts('safety')]).then(([m]) => ({
    default: m.ClosedAlerts,
  })),
);
