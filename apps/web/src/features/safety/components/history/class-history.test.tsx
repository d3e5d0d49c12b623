import {
  aiClassControlEndpoints,
  safetyHistoryEndpoints as H,
  safetyPupilControlEndpoints as P,
  type TSafetyHistoryItem,
} from '@haoduo/contract';
import { answer, mockServer } from '@haoduo/contract/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../../../test/render';
import { signInTeacher } from '../../test/fixtures';
import { ClassHistory } from './class-history';

function entry(patch: Partial<TSafetyHistoryItem>): TSafetyHistoryItem {
  return {
    id: 'generation:1',
    source: 'generation',
    studentId: 31,
    studentName: '李小红',
    tool: 'draw',
    direction: 'input',
    text: '一只小猫在看书',
    resultUrl: null,
    outcome: 'ok',
    categories: [],
    alertKind: null,
    createdAt: '2026-11-26T06:00:00.000Z',
    ...patch,
  };
}

const ENTRIES = [
  entry({ id: 'generation:2', direction: 'output', text: '', resultUrl: '/files/cat.png' }),
  entry({
    id: 'safety:3',
    source: 'safety',
    studentId: 32,
    studentName: '王小雨',
    tool: 'chat',
    text: '（已拦截的内容）',
    outcome: 'refused',
    categories: ['violence'],
  }),
];

const PUPILS = [
  { studentId: 31, studentName: '李小红', paused: false, lockedTools: [], updatedAt: null },
  { studentId: 32, studentName: '王小雨', paused: false, lockedTools: [], updatedAt: null },
];

describe('a class’s AI history', { timeout: 60_000 }, () => {
  beforeEach(signInTeacher);

  it('filters by pupil, tool and flag on the server and pages through the answer', async () => {
    const server = mockServer(
      answer(H.page, ({ input }) => ({
        list: ENTRIES,
        total: 45,
        currentPage: Number(input.currentPage),
        pageSize: 20,
      })),
      answer(P.list, PUPILS),
      answer(aiClassControlEndpoints.detail, {
        classId: 4,
        courseClassName: '四年级绘本班',
        paused: false,
        lockedTools: [],
        lessonRequired: false,
        lessonOpen: false,
        lessonOpenUntil: null,
        updatedAt: null,
      }),
    );
    renderInApp(<ClassHistory classId={4} className="四年级绘本班" />, '/?flag=flagged');
    const list = await screen.findByRole('list', { name: 'AI记录' });
    expect(within(list).getAllByTestId('history-entry')).toHaveLength(2);
    expect(within(list).getByRole('img', { name: '李小红 的生成结果' })).toHaveAttribute(
      'src',
      '/files/cat.png',
    );
    expect(within(list).getByText('已拦截')).toBeInTheDocument();
    expect(within(list).getByText('暴力')).toBeInTheDocument();
    expect(screen.getByText('共 45 条')).toBeInTheDocument();
    // The address's filter is the first one asked for.
    expect(server.callsTo(H.page)[0]!.input).toMatchObject({ classId: '4', flag: 'flagged' });

    await userEvent.selectOptions(await screen.findByRole('combobox', { name: '学生' }), '王小雨');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '工具' }), '对话');
    await userEvent.click(screen.getByRole('radio', { name: '被拦截' }));
    await waitFor(() =>
      expect(server.callsTo(H.page).at(-1)!.input).toEqual({
        classId: '4',
        studentId: '32',
        tool: 'chat',
        flag: 'refused',
        currentPage: '1',
        pageSize: '20',
      }),
    );

    await userEvent.click(screen.getByRole('button', { name: '第 3 页' }));
    await waitFor(() =>
      expect(server.callsTo(H.page).at(-1)!.input).toMatchObject({
        studentId: '32',
        currentPage: '3',
      }),
    );
    // A new filter starts again from the first page.
    await userEvent.click(screen.getByRole('radio', { name: '全部' }));
    await waitFor(() =>
      expect(server.callsTo(H.page).at(-1)!.input).toMatchObject({
        flag: 'all',
        currentPage: '1',
      }),
    );
  });

  it('pauses one pupil from beside the history', async () => {
    const server = mockServer(
      answer(H.page, { list: [], total: 0, currentPage: 1, pageSize: 20 }),
      answer(P.list, PUPILS),
      answer(P.set, ({ input }) => ({ ...PUPILS[0]!, paused: Boolean(input.paused) })),
      answer(aiClassControlEndpoints.detail, {
        classId: 4,
        courseClassName: '四年级绘本班',
        paused: false,
        lockedTools: [],
        lessonRequired: false,
        lessonOpen: false,
        lessonOpenUntil: null,
        updatedAt: null,
      }),
    );
    renderInApp(<ClassHistory classId={4} className="四年级绘本班" />);
    expect(await screen.findByText('没有符合条件的记录')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('switch', { name: '暂停李小红的AI工具' }));
    await waitFor(() =>
      expect(server.callsTo(P.set).map((call) => call.input)).toEqual([
        { classId: 4, studentId: 31, paused: true },
      ]),
    );
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: '暂停李小红的AI工具' })).toHaveAttribute(
        'aria-checked',
        'true',
      ),
    );
    // The class's own controls are the same box as on the class page.
    expect(await screen.findByRole('region', { name: 'AI课堂控制' })).toBeInTheDocument();
  });
});
