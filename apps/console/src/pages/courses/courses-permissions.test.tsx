import { authEndpoints, courseMngEndpoints, type TCourseMngItem } from '@haoduo/contract';
import { answer, mockServer } from '@haoduo/contract/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from '../../test/academic-fixtures';
import { renderApp, staffSession } from '../../test/render-app';
import { demoStaffAlive } from '../../test/staff-answers';

const course: TCourseMngItem = {
  id: 3,
  title: 'AI绘画启蒙课',
  coverUrl: '',
  summary: '',
  gradeMin: 3,
  gradeMax: 6,
  gradeLabel: '三年级-六年级',
  hours: 8,
  tools: ['painting'],
  lessonCount: 8,
  status: 0,
  sortOrder: 0,
  publishedAt: null,
  classCount: 0,
  createdAt: '2026-11-01T08:00:00+08:00',
  updatedAt: '2026-11-01T08:00:00+08:00',
};

describe('course pages by permission', { timeout: 180_000 }, () => {
  it('shows a reader the list only: no writes, no week schedules', async () => {
    mockServer(
      answer(authEndpoints.checkAlive, demoStaffAlive),
      answer(courseMngEndpoints.page, page([course], 1)),
    );
    renderApp('/courses', { session: staffSession(['course:page']) });
    expect(await screen.findByText('AI绘画启蒙课', {}, { timeout: 60_000 })).toBeInTheDocument();
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: /课程管理/ })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: /周课表/ })).toBeNull();
    for (const hidden of [/新建课程/, /导\s*出/, /发\s*布/, /编\s*辑/, /删\s*除/, /课\s*节/]) {
      expect(screen.queryByRole('button', { name: hidden })).toBeNull();
    }
  });

  it('refuses the week schedules by address without their permission', async () => {
    mockServer(answer(authEndpoints.checkAlive, demoStaffAlive));
    renderApp('/week-schedules', { session: staffSession(['course:page']) });
    expect(await screen.findByText('没有权限', {}, { timeout: 60_000 })).toBeInTheDocument();
  });
});
