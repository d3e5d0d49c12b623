import { lazy } from 'react';
import { loadTexts } from '../../shared/i18n/i18n';

/**
 * The user shell's week cards with their texts, loaded after the shell's page: a pupil's
 * 本周课程 (我的作品) and a teacher's 本周课表 with to-dos (课班管理).
 */
export const PupilWeekCard = lazy(() =>
  Promise.all([import('./components/pupil-week-card'), loadTexts('course')]).then(([m]) => ({
    default: m.PupilWeekCard,
  })),
);

export const TeacherWeek = lazy(() =>
  Promise.all([import('./components/teacher-week'), loadTexts('course')]).then(([m]) => ({
    default: m.TeacherWeek,
  })),
);
