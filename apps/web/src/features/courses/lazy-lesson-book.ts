import { lazy } from 'react';
import { loadTexts } from '../../shared/i18n/i18n';

/** The picture book of a lesson's template (/book/edit?lesson=), loaded only when asked for. */
export const LessonBookStarter = lazy(() =>
  Promise.all([import('./components/lesson-book-starter'), loadTexts('course')]).then(([m]) => ({
    default: m.LessonBookStarter,
  })),
);
