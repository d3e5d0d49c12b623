import {
  authEndpoints,
  courseMngEndpoints,
  weekScheduleMngEndpoints,
  type TCourseMngItem,
  type TLessonFull,
} from '@haoduo/contract';
import { answer, mockServer } from '@haoduo/contract/testing';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, Language } from '../../shared/i18n';
import { page } from '../../test/academic-fixtures';
import { renderPage } from '../../test/render-page';
import { demoStaffAlive } from '../../test/staff-answers';
import { LessonFormDrawer } from '../course-lessons/lesson-form-drawer';
import { WeekSchedulesPage } from '../week-schedules/week-schedules-page';
import { CoursesPage } from './courses-page';

const CJK = /[\u3400-\u9fff\uff00-\uffef\u3000-\u303f]/;

/** The Chinese left in the page's texts, labels, titles and alt texts (中文 is the switch). */
function chinese(): string[] {
  const texts = [document.body.textContent ?? ''];
  for (const element of document.body.querySelectorAll('*')) {
    for (const name of ['placeholder', 'aria-label', 'title', 'alt']) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  return texts
    .map((text) => text.replaceAll('中文', ''))
    .flatMap((text) => text.match(new RegExp(`.{0,12}${CJK.source}+.{0,12}`, 'g')) ?? []);
}

const course: TCourseMngItem = {
  id: 3,
  title: 'Painting with AI',
  coverUrl: '/api/media/site/cover.png',
  summary: 'Draw the world around you',
  gradeMin: 3,
  gradeMax: 6,
  gradeLabel: 'Grades 3-6',
  hours: 8,
  tools: ['painting', 'book'],
  lessonCount: 8,
  status: 1,
  sortOrder: 0,
  publishedAt: '2026-11-01T08:00:00+08:00',
  classCount: 2,
  createdAt: '2026-11-01T08:00:00+08:00',
  updatedAt: '2026-11-02T08:00:00+08:00',
};

const lesson: TLessonFull = {
  id: 5,
  courseId: 3,
  title: 'My home town',
  lessonNo: 1,
  minutes: 40,
  objectives: ['Describe a picture'],
  tools: ['painting', 'music'],
  steps: [{ title: 'Warm up', content: 'Look at photos', minutes: 5 }],
  materials: [
    { name: 'slides.png', url: '/api/media/site/slides.png', mime: 'image/png', size: 9 },
  ],
  toolLinks: [
    {
      tool: 'painting',
      title: 'Draw my town',
      prompt: 'A town by a river',
      exampleImageUrl: '',
      settings: { style: 'watercolour' },
      path: '/ai/painting?lesson=5',
    },
    {
      tool: 'music',
      title: 'A song of my town',
      prompt: '',
      exampleImageUrl: '',
      settings: { mood: 'happy' },
      path: '/ai/music?lesson=5',
    },
  ],
  teachingNotes: '<p>Ask about colours</p>',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

describe('the course pages in English', { timeout: 300_000 }, () => {
  afterEach(async () => {
    await changeLanguage(Language.ZH_CN);
  });

  it('shows the course list without Chinese', async () => {
    await changeLanguage(Language.EN);
    mockServer(
      answer(authEndpoints.checkAlive, demoStaffAlive),
      answer(courseMngEndpoints.page, page([course], 1)),
    );
    renderPage(<CoursesPage />);
    expect(await screen.findByText('Painting with AI', {}, { timeout: 60_000 })).toBeVisible();
    expect(screen.getByText('Published')).toBeVisible();
    expect(screen.getByText('Picture books')).toBeVisible();
    expect(chinese()).toEqual([]);
  });

  it('shows the lesson form with its tool links without Chinese', async () => {
    await changeLanguage(Language.EN);
    mockServer(answer(authEndpoints.checkAlive, demoStaffAlive));
    renderPage(<LessonFormDrawer open courseId={3} lesson={lesson} onClose={() => {}} />);
    expect((await screen.findAllByText('Prepared prompt', {}, { timeout: 60_000 })).length).toBe(2);
    expect(screen.getByText('Watercolour')).toBeInTheDocument();
    expect(screen.getByText('Happy')).toBeInTheDocument();
    expect(chinese()).toEqual([]);
  });

  it('shows the week schedules page without Chinese', async () => {
    await changeLanguage(Language.EN);
    mockServer(
      answer(authEndpoints.checkAlive, demoStaffAlive),
      answer(weekScheduleMngEndpoints.classList, page([], 0)),
      answer(weekScheduleMngEndpoints.errorClassStat, {
        scheduledClassCount: 4,
        errorClassCount: 1,
        noTeacherClassCount: 1,
        pastEndClassCount: 0,
        classes: [],
      }),
    );
    renderPage(<WeekSchedulesPage />);
    expect(await screen.findByText('Classes with problems', {}, { timeout: 60_000 })).toBeVisible();
    expect(chinese()).toEqual([]);
  });
});
