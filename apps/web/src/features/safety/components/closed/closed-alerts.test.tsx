import {
  safetyAlertEndpoints as E,
  safetyPupilControlEndpoints as P,
  type TSafetyPupilControl,
} from '@haoduo/contract';
import { answer, mockServer } from '@haoduo/contract/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../../../test/render';
import { alertOf, signInTeacher } from '../../test/fixtures';
import { ClosedAlerts } from './closed-alerts';

const CLOSED = alertOf({
  status: 'closed',
  acknowledgedByName: '李老师',
  acknowledgedAt: '2026-11-26T06:02:00.000Z',
  closedByName: '李老师',
  closedAt: '2026-11-26T06:30:00.000Z',
  note: '已和学生单独谈话，并联系了家长',
});

const PUPILS: TSafetyPupilControl[] = [
  { studentId: 31, studentName: '李小红', paused: false, lockedTools: [], updatedAt: null },
  { studentId: 32, studentName: '王小雨', paused: false, lockedTools: [], updatedAt: null },
];

const CLASSES = [
  { id: 4, courseClassName: '四年级绘本班' },
  { id: 5, courseClassName: '五年级编程班' },
];

describe('the handled alerts', { timeout: 60_000 }, () => {
  beforeEach(signInTeacher);

  it('show who closed each, when and the note, filtered by class, pupil and kind', async () => {
    const server = mockServer(
      answer(E.page, ({ input }) => {
        const list = [CLOSED].filter(
          (a) =>
            (input.kind === undefined || a.kind === input.kind) &&
            (input.studentId === undefined || String(a.studentId) === String(input.studentId)),
        );
        return { list, total: list.length, currentPage: 1, pageSize: 20 };
      }),
      answer(P.list, PUPILS),
    );
    renderInApp(<ClosedAlerts classes={CLASSES} classId={4} />);
    const card = await screen.findByRole('article', { name: '李小红 · 可能伤害自己' });
    expect(within(card).getByText('已关闭')).toBeInTheDocument();
    expect(within(card).getByText(/李老师 于 .* 关闭/)).toBeInTheDocument();
    expect(within(card).getByText('已和学生单独谈话，并联系了家长')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /关\s?闭/ })).toBeNull();
    expect(server.callsTo(E.page)[0]!.input).toEqual({
      classId: '4',
      status: 'closed',
      currentPage: '1',
      pageSize: '20',
    });

    await userEvent.selectOptions(await screen.findByRole('combobox', { name: '学生' }), '王小雨');
    expect(await screen.findByText('还没有已处理的提醒')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '学生' }), '李小红');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: '类型' }),
      '可能受到伤害或虐待',
    );
    await waitFor(() =>
      expect(server.callsTo(E.page).at(-1)!.input).toEqual({
        classId: '4',
        studentId: '31',
        kind: 'abuse',
        status: 'closed',
        currentPage: '1',
        pageSize: '20',
      }),
    );
    expect(await screen.findByText('还没有已处理的提醒')).toBeInTheDocument();

    // All classes: the pupil filter waits for a class.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '课班' }), '全部课班');
    expect(screen.getByRole('combobox', { name: '学生' })).toBeDisabled();
    await waitFor(() =>
      expect(server.callsTo(E.page).at(-1)!.input).toEqual({
        kind: 'abuse',
        status: 'closed',
        currentPage: '1',
        pageSize: '20',
      }),
    );
  });
});
