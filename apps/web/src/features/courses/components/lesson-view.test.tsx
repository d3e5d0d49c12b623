import {
  AccountType,
  courseAppEndpoints,
  courseCustomEndpoints,
  weekScheduleEndpoints,
} from '@haoduo/contract';
import { answer, mockServer, MockFailure } from '@haoduo/contract/testing';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initialAppState } from '../../../shared/stores/app-state';
import { useAppStore } from '../../../shared/stores/app-store';
import { renderInApp } from '../../../test/render';
import { signInPupil } from '../../../test/session';
import {
  courseDetailFixture,
  handInFixture,
  lessonFixture,
  myClassCourseFixture,
} from '../testing/course-fixture';
import { CourseDetail } from './course-detail';
import { LessonView } from './lesson-view';

vi.setConfig({ testTimeout: 30_000 });

function signInTeacher() {
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
}

describe('course detail', () => {
  beforeEach(() => useAppStore.setState(initialAppState()));

  it('shows the course, its safe introduction and its lessons in order', async () => {
    mockServer(answer(courseAppEndpoints.detail, courseDetailFixture()));
    const { container } = renderInApp(<CourseDetail courseId={1} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'AI绘本小作家' })).toBeVisible();
    expect(screen.getByRole('heading', { name: '课程亮点' })).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    const links = within(screen.getByRole('region', { name: '课程目录' })).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/course/lesson?id=11',
      '/course/lesson?id=12',
    ]);
    expect(screen.getByRole('link', { name: /从第一课开始/ })).toHaveAttribute(
      'href',
      '/course/lesson?id=11',
    );
  });

  it('says kindly when the course is not there', async () => {
    mockServer(answer(courseAppEndpoints.detail, new MockFailure(404, '课程不存在')));
    renderInApp(<CourseDetail courseId={9} />);
    expect(await screen.findByText('没有找到这门课程，它可能已经下线了')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '看看其他课程' })).toHaveAttribute('href', '/aiCourse');
  });
});

describe('lesson page', () => {
  it('shows a pupil the objectives, steps, materials and the tool prepared for the lesson', async () => {
    signInPupil();
    mockServer(
      answer(courseAppEndpoints.lessonDetail, lessonFixture()),
      answer(weekScheduleEndpoints.checkWorksClass, {
        lesson: { id: 12, title: '画出我的家乡', seq: 2, courseId: 1 },
        classId: 5,
        courseClassName: '三年级AI创作班',
        date: '2026-11-24',
        handedIn: true,
        workId: 100,
      }),
    );
    renderInApp(<LessonView lessonId={12} />);
    expect(await screen.findByRole('heading', { level: 1, name: '画出我的家乡' })).toBeVisible();
    expect(screen.getByText('第2课')).toBeInTheDocument();
    expect(screen.getByText('学会修改提示词')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /画一画/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /家乡学习单/ })).toHaveAttribute(
      'href',
      '/api/media/sheet.png',
    );
    expect(screen.getByRole('link', { name: /开始创作/ })).toHaveAttribute(
      'href',
      '/ai/painting?lesson=12',
    );
    expect(await screen.findByRole('status')).toHaveTextContent('作品已交');
    expect(screen.getByRole('link', { name: /AI绘本小作家/ })).toHaveAttribute(
      'href',
      '/course/detail?id=1',
    );
    expect(screen.getByRole('link', { name: /上一课/ })).toHaveAttribute(
      'href',
      '/course/lesson?id=11',
    );
    expect(screen.queryByText('教学提示')).not.toBeInTheDocument();
  });

  it("shows a teacher the notes and the class's hand-ins", async () => {
    signInTeacher();
    const server = mockServer(
      answer(
        courseAppEndpoints.lessonDetail,
        lessonFixture({ teachingNotes: '先请两位同学说说家乡\n再一起改提示词' }),
      ),
      answer(courseCustomEndpoints.myClassCourse, [
        myClassCourseFixture({
          role: 'teacher',
          course: courseDetailFixture(),
        }),
      ]),
      answer(weekScheduleEndpoints.lessonHandIn, handInFixture()),
    );
    renderInApp(<LessonView lessonId={12} />);
    expect(await screen.findByText(/先请两位同学说说家乡/)).toBeInTheDocument();
    const handIn = await screen.findByTestId('lesson-hand-in');
    expect(handIn).toHaveTextContent('已交 1 人');
    expect(handIn).toHaveTextContent('未交 1 人');
    expect(within(handIn).getByRole('list', { name: '还没交作品' })).toHaveTextContent('李小红');
    expect(within(handIn).getByRole('list', { name: '作品已交' })).toHaveTextContent('张小明');
    expect(server.callsTo(weekScheduleEndpoints.lessonHandIn)[0]?.query.get('classId')).toBe('5');
  });

  it('says kindly when the lesson is not there', async () => {
    useAppStore.setState(initialAppState());
    mockServer(answer(courseAppEndpoints.lessonDetail, new MockFailure(404, '课时不存在')));
    renderInApp(<LessonView lessonId={99} />);
    expect(await screen.findByText('没有找到这节课，它可能已经下线了')).toBeInTheDocument();
  });
});
