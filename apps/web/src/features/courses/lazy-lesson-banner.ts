import { lazy } from 'react';
import { loadTexts } from '../../shared/i18n/i18n';

/**
 * The banner over an AI tool opened from a lesson, with its texts: loaded only when the
 * address names a lesson, so the tools' first load stays as it was.
 */
export const LessonBanner = lazy(() =>
  Promise.all([import('./components/lesson-banner'), loadTexts('course')]).then(([m]) => ({
    default: m.LessonBanner,
  })),
);
