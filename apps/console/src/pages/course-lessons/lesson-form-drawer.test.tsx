import {
  authEndpoints,
  CourseMessages as M,
  courseLessonMngEndpoints,
  type TLessonFull,
} from '@haoduo/contract';
import { answer, mockServer } from '@haoduo/contract/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render-page';
import { demoStaffAlive } from '../../test/staff-answers';
import { LessonFormDrawer } from './lesson-form-drawer';

const lesson: TLessonFull = {
  id: 5,
  courseId: 3,
  title: '我的家乡',
  lessonNo: 1,
  minutes: 40,
  objectives: ['认识AI绘画'],
  tools: [],
  steps: [{ title: '导入', content: '看看家乡的照片', minutes: 5 }],
  materials: [{ name: '家乡.png', url: '/api/media/site/home.png', mime: 'image/png', size: 2048 }],
  toolLinks: [],
  teachingNotes: '提醒学生描述颜色',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

function open(row: TLessonFull | null) {
  const server = mockServer(
    answer(authEndpoints.checkAlive, demoStaffAlive),
    answer(courseLessonMngEndpoints.add, { ...lesson, id: 6 }),
    answer(courseLessonMngEndpoints.modify, lesson),
  );
  renderPage(<LessonFormDrawer open courseId={3} lesson={row} onClose={() => {}} />);
  return server;
}

const save = /保\s*存/;

describe('lesson form', { timeout: 420_000 }, () => {
  it('refuses an empty title, objective and tool link without sending', async () => {
    const server = open(null);
    const user = userEvent.setup({ delay: null });
    const drawer = await screen.findByRole('dialog', {}, { timeout: 20_000 });
    await user.click(within(drawer).getByText('添加AI工具入口'));
    await user.click(within(drawer).getByText(save));
    expect(
      await within(drawer).findByText(M.LESSON_TITLE_REQUIRED, {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(within(drawer).getByText(M.OBJECTIVE_REQUIRED)).toBeInTheDocument();
    expect(within(drawer).getByText(M.TOOL_INVALID)).toBeInTheDocument();
    expect(within(drawer).getByText(M.LINK_TITLE_REQUIRED)).toBeInTheDocument();
    expect(server.callsTo(courseLessonMngEndpoints.add)).toHaveLength(0);
  });

  it('deep-link picker: tool, task, prompt, settings, and the link the pupil opens', async () => {
    const server = open(lesson);
    const user = userEvent.setup({ delay: null });
    const drawer = await screen.findByRole('dialog', {}, { timeout: 20_000 });
    await user.click(within(drawer).getByText('添加AI工具入口'));
    await user.click(within(drawer).getByLabelText('AI工具 1'));
    await user.click(await screen.findByTitle('AI绘画'));
    await user.type(within(drawer).getByLabelText('创作任务 1'), '画出我的家乡');
    await user.type(within(drawer).getByLabelText('预设提示词 1'), '一座有小河的江南小镇');
    await user.click(within(drawer).getByLabelText('画面风格', { selector: 'input' }));
    await user.click(await screen.findByTitle('水彩'));

    const preview = within(drawer).getByTestId('link-preview');
    expect(preview).toHaveTextContent('画出我的家乡');
    expect(within(preview).getByRole('link', { name: /ai\/painting\?lesson=5/ })).toHaveAttribute(
      'href',
      `${window.location.origin}/ai/painting?lesson=5`,
    );

    await user.click(within(drawer).getByText(save));
    await waitFor(() => expect(server.callsTo(courseLessonMngEndpoints.modify)).toHaveLength(1), {
      timeout: 20_000,
    });
    expect(server.callsTo(courseLessonMngEndpoints.modify)[0]!.input).toEqual({
      id: 5,
      title: '我的家乡',
      minutes: 40,
      objectives: ['认识AI绘画'],
      steps: [{ title: '导入', content: '看看家乡的照片', minutes: 5 }],
      materials: [{ name: '家乡.png', url: '/api/media/site/home.png' }],
      teachingNotes: '提醒学生描述颜色',
      toolLinks: [
        {
          tool: 'painting',
          title: '画出我的家乡',
          prompt: '一座有小河的江南小镇',
          exampleImageUrl: '',
          settings: { style: 'watercolour' },
        },
      ],
    });
  });
});
