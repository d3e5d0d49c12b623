import {
  authEndpoints,
  CourseMessages as M,
  courseMngEndpoints,
  type TCourseMngDetail,
} from '@haoduo/contract';
import { answer, mockServer } from '@haoduo/contract/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render-page';
import { demoStaffAlive } from '../../test/staff-answers';
import { CourseFormDrawer } from './course-form-drawer';

export const course: TCourseMngDetail = {
  id: 3,
  title: 'AI绘本创作课',
  coverUrl: '/api/media/site/cover.png',
  summary: '用AI讲一个自己的故事',
  gradeMin: 3,
  gradeMax: 6,
  gradeLabel: '三年级-六年级',
  hours: 8,
  tools: ['painting', 'book'],
  lessonCount: 0,
  status: 0,
  sortOrder: 10,
  publishedAt: null,
  classCount: 0,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  introduction: '<p>一门<strong>绘本</strong>课</p>',
  lessons: [],
};

function open(row: TCourseMngDetail | null) {
  const server = mockServer(
    answer(authEndpoints.checkAlive, demoStaffAlive),
    answer(courseMngEndpoints.add, { ...course, id: 4 }),
    answer(courseMngEndpoints.modify, course),
  );
  renderPage(<CourseFormDrawer open course={row} onClose={() => {}} />);
  return server;
}

describe('course form', { timeout: 300_000 }, () => {
  it("shows the contract's messages and sends nothing while the form is wrong", async () => {
    const server = open(null);
    const user = userEvent.setup({ delay: null });
    const drawer = await screen.findByRole('dialog', {}, { timeout: 20_000 });
    await user.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
    expect(
      await within(drawer).findByText(M.TITLE_REQUIRED, {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(within(drawer).getByText(M.COVER_REQUIRED)).toBeInTheDocument();
    expect(within(drawer).getAllByText(M.GRADE_REQUIRED)).toHaveLength(2);
    expect(within(drawer).getByText(M.HOURS_INVALID)).toBeInTheDocument();
    expect(within(drawer).getByText(M.TOOLS_REQUIRED)).toBeInTheDocument();
    expect(server.callsTo(courseMngEndpoints.add)).toHaveLength(0);
  });

  it('edits: keeps the rich text introduction and refuses a reversed grade range', async () => {
    const server = open(course);
    const user = userEvent.setup({ delay: null });
    const drawer = await screen.findByRole('dialog', {}, { timeout: 20_000 });
    const editor = await within(drawer).findByRole(
      'textbox',
      { name: '课程介绍' },
      { timeout: 30_000 },
    );
    expect(editor.innerHTML).toContain('<strong>绘本</strong>');
    expect(await within(drawer).findByRole('button', { name: '加粗' })).toBeInTheDocument();

    // 最高年级 below 最低年级: the whole-body check names the field.
    await user.click(within(drawer).getByRole('combobox', { name: '最高年级' }));
    await user.click(await screen.findByTitle('一年级'));
    await user.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
    expect(await within(drawer).findByText(M.GRADE_RANGE_INVALID)).toBeInTheDocument();
    expect(server.callsTo(courseMngEndpoints.modify)).toHaveLength(0);

    await user.click(within(drawer).getByRole('combobox', { name: '最高年级' }));
    await user.click(await screen.findByTitle('六年级'));
    const title = within(drawer).getByLabelText('课程名称');
    await user.clear(title);
    await user.type(title, 'AI绘本创作课（新版）');
    await user.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(server.callsTo(courseMngEndpoints.modify)).toHaveLength(1), {
      timeout: 20_000,
    });
    expect(server.callsTo(courseMngEndpoints.modify)[0]!.input).toMatchObject({
      id: 3,
      title: 'AI绘本创作课（新版）',
      coverUrl: '/api/media/site/cover.png',
      gradeMin: 3,
      gradeMax: 6,
      hours: 8,
      tools: ['painting', 'book'],
      introduction: '<p>一门<strong>绘本</strong>课</p>',
    });
  });
});
