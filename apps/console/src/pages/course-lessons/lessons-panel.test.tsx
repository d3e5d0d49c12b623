import {
  authEndpoints,
  courseLessonMngEndpoints,
  type TCourseMngDetail,
  type TLessonFull,
} from '@haoduo/contract';
import { answer, mockServer } from '@haoduo/contract/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render-page';
import { demoStaffAlive } from '../../test/staff-answers';
import { LessonsPanel, moved } from './lessons-panel';

const lesson = (id: number, title: string, lessonNo: number): TLessonFull => ({
  id,
  courseId: 3,
  title,
  lessonNo,
  minutes: 40,
  objectives: [],
  tools: ['painting'],
  steps: [],
  materials: [],
  toolLinks: [
    {
      tool: 'painting',
      title: `${title}的任务`,
      prompt: '',
      exampleImageUrl: '',
      settings: {},
      path: `/ai/painting?lesson=${id}`,
    },
  ],
  teachingNotes: '',
  updatedAt: '2026-11-01T00:00:00.000Z',
});

const course: TCourseMngDetail = {
  id: 3,
  title: 'AI绘画入门',
  coverUrl: '/api/media/site/cover.png',
  summary: '',
  gradeMin: 3,
  gradeMax: 6,
  gradeLabel: '三年级-六年级',
  hours: 3,
  tools: ['painting'],
  lessonCount: 3,
  status: 0,
  sortOrder: 0,
  publishedAt: null,
  classCount: 0,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  introduction: '',
  lessons: [lesson(11, '认识AI', 1), lesson(12, '画出家乡', 2), lesson(13, '作品展示', 3)],
};

describe('lessons panel', { timeout: 180_000 }, () => {
  it('moves an id to a new place', () => {
    expect(moved([1, 2, 3], 0, 2)).toEqual([2, 3, 1]);
    expect(moved([1, 2, 3], 2, 1)).toEqual([1, 3, 2]);
  });

  it('lists the lessons in order and sends the new order on 下移 / 上移', async () => {
    const server = mockServer(
      answer(authEndpoints.checkAlive, demoStaffAlive),
      answer(courseLessonMngEndpoints.reorder, []),
    );
    renderPage(<LessonsPanel course={course} />);
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByText('画出家乡', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText('第1课')).toBeInTheDocument();
    expect(screen.getByText('AI绘画 · 画出家乡的任务')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '上移 认识AI' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '下移 作品展示' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: '下移 认识AI' }));
    await waitFor(() => expect(server.callsTo(courseLessonMngEndpoints.reorder)).toHaveLength(1));
    expect(server.callsTo(courseLessonMngEndpoints.reorder)[0]!.input).toEqual({
      courseId: 3,
      lessonIds: [12, 11, 13],
    });

    await waitFor(() =>
      expect(screen.getByRole('button', { name: '上移 作品展示' })).toBeEnabled(),
    );
    await user.click(screen.getByRole('button', { name: '上移 作品展示' }));
    await waitFor(() => expect(server.callsTo(courseLessonMngEndpoints.reorder)).toHaveLength(2));
    expect(server.callsTo(courseLessonMngEndpoints.reorder)[1]!.input).toEqual({
      courseId: 3,
      lessonIds: [11, 13, 12],
    });
  });
});
