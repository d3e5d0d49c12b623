import {
  AccountType,
  courseAppEndpoints,
  latestLessonEndpoints,
  weekScheduleEndpoints,
  type TScheduleWeekDay,
} from '@haoduo/contract';
import { answer, mockServer } from '@haoduo/contract/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initialAppState } from '../../../shared/stores/app-state';
import { useAppStore } from '../../../shared/stores/app-store';
import { renderInApp } from '../../../test/render';
import { signInPupil } from '../../../test/session';
import { lessonFixture, scheduledLessonFixture } from '../testing/course-fixture';
import { PupilWeekCard } from './pupil-week-card';
import { TeacherWeek } from './teacher-week';

vi.setConfig({ testTimeout: 30_000 });

const CLASS = {
  id: 5,
  courseClassName: '三年级AI创作班',
} as unknown as NonNullable<ReturnType<typeof useAppStore.getState>['currentCourseClass']>;

describe("a pupil's week card", () => {
  beforeEach(() => signInPupil({ currentCourseClass: CLASS }));

  it('shows the lesson, when it is, and the tool to hand in with', async () => {
    const server = mockServer(
      answer(latestLessonEndpoints.getLatestLesson, {
        ...scheduledLessonFixture(),
        current: false,
      }),
      answer(courseAppEndpoints.lessonDetail, lessonFixture()),
    );
    renderInApp(<PupilWeekCard />);
    const card = await screen.findByRole('region', { name: '本周课程' });
    expect(card).toHaveTextContent('周二 第3节 10:00');
    expect(card).toHaveTextContent('第2课 画出我的家乡');
    expect(card).toHaveTextContent('还没交作品');
    expect(within(card).getByRole('link', { name: '去上课' })).toHaveAttribute(
      'href',
      '/course/lesson?id=12',
    );
    expect(await within(card).findByRole('link', { name: '用AI绘画完成作品' })).toHaveAttribute(
      'href',
      '/ai/painting?lesson=12',
    );
    expect(server.callsTo(latestLessonEndpoints.getLatestLesson)[0]?.query.get('classId')).toBe(
      '5',
    );
  });

  it('says when the work is handed in, and when there is no lesson', async () => {
    mockServer(
      answer(latestLessonEndpoints.getLatestLesson, {
        ...scheduledLessonFixture({
          handIn: { handedInCount: null, pupilCount: null, handedIn: true, workId: 100 },
        }),
        current: true,
      }),
      answer(courseAppEndpoints.lessonDetail, lessonFixture()),
    );
    const { unmount } = renderInApp(<PupilWeekCard />);
    const card = await screen.findByRole('region', { name: '本周课程' });
    expect(card).toHaveTextContent('作品已交');
    expect(within(card).queryByRole('link', { name: /完成作品/ })).not.toBeInTheDocument();
    unmount();

    mockServer(answer(latestLessonEndpoints.getLatestLesson, null));
    signInPupil({ currentCourseClass: { ...CLASS, id: 6 } });
    renderInApp(<PupilWeekCard />);
    expect(await screen.findByText(/这周没有新课/)).toBeInTheDocument();
  });
});

function day(
  weekday: number,
  date: string,
  extra: Partial<TScheduleWeekDay> = {},
): TScheduleWeekDay {
  return { date, weekday, holiday: null, adjust: null, lessons: [], ...extra };
}

describe("a teacher's week", () => {
  beforeEach(() => {
    useAppStore.setState(initialAppState());
    useAppStore.setState({
      token: 'tok',
      accountType: AccountType.TEACHER,
      user: {
        accountUserId: 2,
        accountName: '王老师',
        schoolId: 1,
        schoolName: '好多AI实验小学',
        accountType: AccountType.TEACHER,
      },
    });
  });

  it('shows the lessons by weekday and the to-dos', async () => {
    const held = scheduledLessonFixture({
      date: '2026-11-23',
      weekday: 1,
      state: 'done',
      handIn: { handedInCount: 1, pupilCount: 2, handedIn: null, workId: null },
    });
    const server = mockServer(
      answer(weekScheduleEndpoints.worksWeekSchedule, {
        weekStart: '2026-11-23',
        weekEnd: '2026-11-29',
        today: '2026-11-24',
        days: [
          day(1, '2026-11-23', { lessons: [held] }),
          day(2, '2026-11-24'),
          day(3, '2026-11-25', { holiday: { id: 1, name: '校运会' } }),
          day(4, '2026-11-26'),
          day(5, '2026-11-27'),
          day(6, '2026-11-28'),
          day(7, '2026-11-29'),
        ],
      }),
      answer(weekScheduleEndpoints.todoWarn, {
        weekStart: '2026-11-23',
        weekEnd: '2026-11-29',
        lessons: [{ ...held, missingPupils: [{ accountId: 22, name: '李小红' }] }],
        drawErrors: [
          {
            classId: 5,
            courseClassName: '三年级AI创作班',
            students: [
              {
                accountUserId: 23,
                name: '赵小刚',
                username: null,
                failedCount: 1,
                refusedCount: 1,
                lastErrorMessage: null,
                lastPrompt: '打架',
                lastFailedAt: '2026-11-23T08:00:00.000Z',
              },
            ],
          },
        ],
      }),
    );
    renderInApp(<TeacherWeek />);
    const week = await screen.findByRole('region', { name: /本周课表/ });
    await within(week).findByRole('link', { name: '画出我的家乡' });
    const days = within(week)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement?.tagName === 'OL');
    expect(days).toHaveLength(7);
    expect(days[0]).toHaveTextContent('三年级AI创作班');
    expect(days[0]).toHaveTextContent('1/2');
    expect(within(days[0]!).getByRole('link', { name: '画出我的家乡' })).toHaveAttribute(
      'href',
      '/course/lesson?id=12',
    );
    expect(days[1]).toHaveAttribute('aria-current', 'date');
    expect(days[2]).toHaveTextContent('校运会');

    const todo = await screen.findByTestId('todo-warn');
    expect(todo).toHaveTextContent('《画出我的家乡》还有 1 位同学没交作品');
    expect(within(todo).getByRole('list', { name: '还没交作品' })).toHaveTextContent('李小红');
    expect(todo).toHaveTextContent('1 位同学画画没成功');
    expect(todo).toHaveTextContent('赵小刚');

    // Back a week, and back again: both the schedule and the to-dos follow.
    fireEvent.click(within(week).getByRole('button', { name: /上一周/ }));
    fireEvent.click(within(week).getByRole('button', { name: /上一周/ }));
    await waitFor(() =>
      expect(server.callsTo(weekScheduleEndpoints.todoWarn).at(-1)?.query.get('date')).toBe(
        '2026-11-09',
      ),
    );
    expect(server.callsTo(weekScheduleEndpoints.worksWeekSchedule).at(-1)?.query.get('date')).toBe(
      '2026-11-09',
    );
    fireEvent.click(within(week).getByRole('button', { name: '本周' }));
    await waitFor(() =>
      expect(within(week).queryByRole('button', { name: '本周' })).not.toBeInTheDocument(),
    );
  });
});
