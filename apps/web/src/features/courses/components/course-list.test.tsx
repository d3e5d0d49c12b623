import { courseAppEndpoints, courseCustomEndpoints } from '@haoduo/contract';
import { answer, mockServer, type TMockServer } from '@haoduo/contract/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render';
import { signInPupil } from '../../../test/session';
import { initialAppState } from '../../../shared/stores/app-state';
import { useAppStore } from '../../../shared/stores/app-store';
import { loadTexts } from '../../../shared/i18n/i18n';
import type { TCourseFilter } from '../api/get-courses';
import { courseFixture, myClassCourseFixture } from '../testing/course-fixture';
import { CourseList } from './course-list';

vi.setConfig({ testTimeout: 30_000 });

function Harness() {
  const [filter, setFilter] = useState<TCourseFilter>({});
  return <CourseList filter={filter} onChange={setFilter} />;
}

const BOOK = courseFixture();
const MODELS = courseFixture({
  id: 2,
  title: 'AI模型小小训练师',
  gradeLabel: '五年级-八年级',
  tools: ['training-image', 'training-posture'],
});

function serve() {
  return mockServer(
    answer(courseAppEndpoints.page, ({ query }) => {
      const list =
        query.get('grade') === '1'
          ? []
          : query.get('tool') === 'painting'
            ? [BOOK]
            : [BOOK, MODELS];
      return { list, total: list.length, currentPage: 1, pageSize: 50 };
    }),
    answer(courseCustomEndpoints.myClassCourse, [myClassCourseFixture()]),
  );
}

const lastQuery = (server: TMockServer) => server.callsTo(courseAppEndpoints.page).at(-1)?.query;

describe('course list', () => {
  beforeEach(async () => {
    useAppStore.setState(initialAppState());
    await loadTexts('course');
  });

  it('shows a visitor the courses with grades, hours, lessons and tools', async () => {
    const server = serve();
    renderInApp(<Harness />);
    const card = await screen.findByRole('article', { name: 'AI绘本小作家' });
    expect(card).toHaveTextContent('三年级-六年级');
    expect(card).toHaveTextContent('8课时');
    expect(card).toHaveTextContent('2节课');
    expect(within(card).getByText('AI绘画')).toBeInTheDocument();
    expect(within(card).getByText('绘本创作')).toBeInTheDocument();
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/course/detail?id=1');
    expect(server.callsTo(courseCustomEndpoints.myClassCourse)).toHaveLength(0);
    expect(screen.queryByText('我的班级课程')).not.toBeInTheDocument();
  });

  it('filters by grade and tool, and says when nothing matches', async () => {
    const server = serve();
    renderInApp(<Harness />);
    await screen.findByRole('article', { name: 'AI模型小小训练师' });
    fireEvent.click(
      within(screen.getByRole('radiogroup', { name: 'AI工具' })).getByLabelText('AI绘画'),
    );
    await vi.waitFor(() =>
      expect(screen.queryByRole('article', { name: 'AI模型小小训练师' })).not.toBeInTheDocument(),
    );
    expect(lastQuery(server)?.get('tool')).toBe('painting');

    fireEvent.click(
      within(screen.getByRole('radiogroup', { name: '年级' })).getByLabelText('一年级'),
    );
    expect(await screen.findByText('暂时没有符合条件的课程，换个条件看看吧')).toBeInTheDocument();
    expect(lastQuery(server)?.get('grade')).toBe('1');
    expect(lastQuery(server)?.get('tool')).toBe('painting');
  });

  it("puts a signed-in pupil's class course first", async () => {
    serve();
    signInPupil();
    renderInApp(<Harness />);
    const mine = await screen.findByRole('article', { name: 'AI模型小小训练师' });
    expect(mine).toHaveTextContent('我的班级课程');
    expect(mine).toHaveTextContent('三年级AI创作班正在学这门课');
    const cards = screen.getAllByRole('article');
    expect(cards[0]).toBe(mine);
  });
});
