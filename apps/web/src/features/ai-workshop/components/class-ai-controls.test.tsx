import { AccountType, aiClassControlEndpoints as E, type TAiClassControl } from '@haoduo/contract';
import { answer, mockServer } from '@haoduo/contract/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initialAppState } from '../../../shared/stores/app-state';
import { useAppStore } from '../../../shared/stores/app-store';
import { renderInApp } from '../../../test/render';
import { ClassAiControls } from './class-ai-controls';

describe('the teacher’s AI controls of a class', { timeout: 30_000 }, () => {
  beforeEach(() => {
    useAppStore.setState(initialAppState());
    useAppStore.setState({ token: 'tok', accountType: AccountType.TEACHER });
  });

  it('pauses the class and locks a tool, showing what the server saved', async () => {
    let control = {
      classId: 4,
      courseClassName: '四年级绘本班',
      paused: false,
      lockedTools: [] as TAiClassControl['lockedTools'],
      lessonRequired: false,
      lessonOpen: false,
      lessonOpenUntil: null,
      updatedAt: null,
    };
    const server = mockServer(
      answer(E.detail, () => control),
      answer(E.set, ({ input }) => {
        control = { ...control, ...input };
        return control;
      }),
    );
    renderInApp(<ClassAiControls classId={4} />);
    const box = await screen.findByRole('region', { name: 'AI课堂控制' });
    await userEvent.click(within(box).getByRole('switch', { name: '暂停本班的AI创作' }));
    expect(await within(box).findByText('已暂停本班的AI创作（点开关恢复）')).toBeInTheDocument();
    await userEvent.click(within(box).getByRole('checkbox', { name: 'AI音乐' }));
    await vi.waitFor(() =>
      expect(within(box).getByRole('checkbox', { name: 'AI音乐' })).toBeChecked(),
    );
    expect(server.callsTo(E.set).map((c) => c.input)).toEqual([
      { classId: 4, paused: true },
      { classId: 4, lockedTools: ['music'] },
    ]);
  });

  it('lets the class generate only during a lesson, and opens and closes it', async () => {
    let control = {
      classId: 4,
      courseClassName: '四年级绘本班',
      paused: false,
      lockedTools: ['video'] as TAiClassControl['lockedTools'],
      lessonRequired: false,
      lessonOpen: false,
      lessonOpenUntil: null as string | null,
      updatedAt: null,
    };
    const until = new Date(2026, 10, 21, 9, 45).toISOString();
    const server = mockServer(
      answer(E.detail, () => control),
      answer(E.set, ({ input }) => {
        control = { ...control, ...input };
        return control;
      }),
      answer(E.lessonOpen, () => {
        control = { ...control, lessonOpen: true, lessonOpenUntil: until };
        return control;
      }),
      answer(E.lessonClose, () => {
        control = { ...control, lessonOpen: false, lessonOpenUntil: null, lockedTools: [] };
        return control;
      }),
    );
    renderInApp(<ClassAiControls classId={4} />);
    const box = await screen.findByRole('region', { name: 'AI课堂控制' });
    // Off: no lesson buttons.
    expect(within(box).queryByRole('button', { name: '开始上课' })).not.toBeInTheDocument();
    await userEvent.click(within(box).getByRole('switch', { name: '只在上课时可以生成' }));
    await vi.waitFor(() =>
      expect(within(box).getByRole('switch', { name: '只在上课时可以生成' })).toBeChecked(),
    );
    const lesson = within(box).getByRole('group', { name: '上课' });
    expect(within(lesson).getByText('还没有上课，学生现在不能用AI创作')).toBeInTheDocument();
    // 45 minutes unless the teacher says otherwise (5 to 240).
    const length = within(lesson).getByRole('spinbutton', { name: '一节课的分钟数' });
    expect(length).toHaveValue('45');
    await userEvent.clear(length);
    await userEvent.type(length, '40');
    await userEvent.tab();
    expect(length).toHaveValue('40');

    await userEvent.click(within(lesson).getByRole('button', { name: '开始上课' }));
    // The lesson's end, in local time.
    expect(await within(lesson).findByText('正在上课，09:45 下课')).toBeInTheDocument();
    expect(within(lesson).queryByRole('button', { name: '开始上课' })).not.toBeInTheDocument();

    await userEvent.click(within(lesson).getByRole('button', { name: '下课' }));
    expect(await within(lesson).findByRole('button', { name: '开始上课' })).toBeInTheDocument();
    // Closing the lesson lifted its locks too: the box shows what the server answered.
    expect(within(box).getByRole('checkbox', { name: 'AI视频' })).not.toBeChecked();

    expect(server.callsTo(E.set).map((c) => c.input)).toEqual([
      { classId: 4, lessonRequired: true },
    ]);
    expect(server.callsTo(E.lessonOpen).map((c) => c.input)).toEqual([{ classId: 4, minutes: 40 }]);
    expect(server.callsTo(E.lessonClose).map((c) => c.input)).toEqual([{ classId: 4 }]);
  });
});
