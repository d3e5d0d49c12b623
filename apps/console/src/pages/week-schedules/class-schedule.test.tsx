import {
  authEndpoints,
  weekScheduleMngEndpoints,
  type TScheduleClassDetail,
  type TScheduledLesson,
} from '@haoduo/contract';
import { answer, mockServer } from '@haoduo/contract/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render-page';
import { demoStaffAlive } from '../../test/staff-answers';
import { ClassSchedule, mondayOf } from './class-schedule';

const monday = mondayOf(dayjs().format('YYYY-MM-DD'));
const day = (n: number) => dayjs(monday).add(n, 'day').format('YYYY-MM-DD');

const held = (weekday: number, seq: number, title: string): TScheduledLesson => ({
  classId: 9,
  courseClassName: '三年级1班',
  date: day(weekday - 1),
  weekday,
  taughtWeekday: weekday,
  period: weekday === 1 ? 2 : 3,
  startTime: '08:50',
  endTime: '09:30',
  teacherAccountId: weekday === 1 ? 77 : null,
  teacherName: weekday === 1 ? '王老师' : null,
  lesson: { id: 100 + seq, title, seq, courseId: 3 },
  state: 'upcoming',
  adjusted: false,
  pastEndDate: false,
  handIn: { handedInCount: null, pupilCount: null, handedIn: null, workId: null },
});

const detail: TScheduleClassDetail = {
  classId: 9,
  courseClassName: '三年级1班',
  courseClassStatus: 60,
  schoolId: 1,
  schoolName: '好多AI实验小学',
  semesterId: 2,
  semesterName: '2026秋季学期',
  effectiveEndDate: null,
  mallCourseId: 3,
  courseTitle: 'AI绘画入门',
  lessonCount: 8,
  doneCount: 2,
  lastLessonDate: null,
  slots: [
    {
      id: 1,
      weekday: 1,
      period: 2,
      startTime: '08:50',
      endTime: '09:30',
      teacherAccountId: 77,
      teacherName: '王老师',
    },
    {
      id: 2,
      weekday: 3,
      period: 3,
      startTime: '10:00',
      endTime: '10:40',
      teacherAccountId: null,
      teacherName: null,
    },
  ],
  nextLesson: null,
  problems: { noTeacherSlots: 1, pastEndLessons: 0 },
  lessons: [held(1, 3, '画出家乡')],
  holidays: [
    {
      id: 4,
      name: '运动会',
      startTm: `${day(2)}T00:00:00+08:00`,
      endTm: `${day(2)}T23:59:59+08:00`,
      stopType: 1,
      holidayAdjusts: [],
    },
  ],
  teachers: [{ accountId: 77, name: '王老师' }],
};

describe('class week schedule', { timeout: 420_000 }, () => {
  it('shows the week, its lessons, holidays and problems; adds and removes slots', async () => {
    const server = mockServer(
      answer(authEndpoints.checkAlive, demoStaffAlive),
      answer(weekScheduleMngEndpoints.classDetail, detail),
      answer(weekScheduleMngEndpoints.save, detail),
    );
    renderPage(<ClassSchedule classId={9} onBack={() => {}} />);
    const user = userEvent.setup({ delay: null });
    // Label and text queries: role queries over the 56-cell grid are slow in jsdom.
    const grid = await screen.findByLabelText('周课表', {}, { timeout: 30_000 });
    expect(within(grid).getByText('3. 画出家乡')).toBeInTheDocument();
    expect(within(grid).getByText('运动会 停课')).toBeInTheDocument();
    expect(within(grid).getAllByText(/未安排老师/).length).toBeGreaterThan(0);
    expect(screen.getByText('AI绘画入门')).toBeInTheDocument();

    // 添加: the cell's button opens the slot form on that weekday and period.
    await user.click(within(grid).getByLabelText('在周五第4节添加课次'));
    const dialog = (await screen.findByText('添加课次', { selector: '.ant-modal-title' })).closest(
      '.ant-modal',
    ) as HTMLElement;
    expect(within(dialog).getByLabelText('上课时间')).toHaveValue('10:30');
    await user.click(within(dialog).getByText(/保\s*存/));
    await waitFor(() => expect(server.callsTo(weekScheduleMngEndpoints.save)).toHaveLength(1));
    expect(server.callsTo(weekScheduleMngEndpoints.save)[0]!.input).toEqual({
      classId: 9,
      slots: [
        { weekday: 1, period: 2, startTime: '08:50', endTime: '09:30', teacherAccountId: 77 },
        { weekday: 3, period: 3, startTime: '10:00', endTime: '10:40', teacherAccountId: null },
        { weekday: 5, period: 4, startTime: '10:30', endTime: '11:10', teacherAccountId: 77 },
      ],
    });

    // 编辑: a teacher for the slot without one (the no-teacher problem), moved to period 5.
    await user.click(within(grid).getByLabelText('编辑课次 无课节'));
    const form = (await screen.findByText('编辑课次', { selector: '.ant-modal-title' })).closest(
      '.ant-modal',
    ) as HTMLElement;
    await user.click(within(form).getByLabelText('上课老师'));
    await waitFor(() =>
      expect(document.querySelector('.ant-select-item-option[title="王老师"]')).not.toBeNull(),
    );
    await user.click(document.querySelector('.ant-select-item-option[title="王老师"]')!);
    const period = within(form).getByLabelText('节次');
    await user.clear(period);
    await user.type(period, '5');
    await user.click(within(form).getByText(/保\s*存/));
    await waitFor(() => expect(server.callsTo(weekScheduleMngEndpoints.save)).toHaveLength(2));
    expect(server.callsTo(weekScheduleMngEndpoints.save)[1]!.input).toEqual({
      classId: 9,
      slots: [
        { weekday: 1, period: 2, startTime: '08:50', endTime: '09:30', teacherAccountId: 77 },
        { weekday: 3, period: 5, startTime: '10:00', endTime: '10:40', teacherAccountId: 77 },
      ],
    });

    // 移除: confirmed, then the slots without it.
    await user.click(within(grid).getByLabelText('移除 3. 画出家乡'));
    await waitFor(() =>
      expect(document.querySelector('.ant-popconfirm .ant-btn-primary')).not.toBeNull(),
    );
    await user.click(document.querySelector('.ant-popconfirm .ant-btn-primary')!);
    await waitFor(() => expect(server.callsTo(weekScheduleMngEndpoints.save)).toHaveLength(3));
    expect(server.callsTo(weekScheduleMngEndpoints.save)[2]!.input).toEqual({
      classId: 9,
      slots: [
        { weekday: 3, period: 3, startTime: '10:00', endTime: '10:40', teacherAccountId: null },
      ],
    });
  });
});
