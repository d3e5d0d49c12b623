import { courseAppEndpoints, weekScheduleEndpoints, workEndpoints } from '@haoduo/contract';
import { answer, mockServer, MockFailure } from '@haoduo/contract/testing';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render';
import { signInPupil } from '../../../test/session';
import { presetFixture } from '../testing/course-fixture';
import { LessonBookStarter } from './lesson-book-starter';

vi.setConfig({ testTimeout: 30_000 });

const BOOK_LINK = {
  tool: 'book' as const,
  title: '写好每一页的文字',
  prompt: '',
  exampleImageUrl: '',
  settings: { bookTitle: '小熊的冒险', pageTexts: ['从前有一只小熊。', '它想去看大海。'] },
  path: '/book/edit?lesson=16',
};

function serve(add: Parameters<typeof answer<typeof workEndpoints.addV1>>[1]) {
  return mockServer(
    answer(courseAppEndpoints.toolPreset, presetFixture({ lessonId: 16, link: BOOK_LINK })),
    answer(weekScheduleEndpoints.checkWorksClass, {
      lesson: { id: 16, title: '写好每一页的文字', seq: 6, courseId: 1 },
      classId: 5,
      courseClassName: '三年级AI创作班',
      date: '2026-11-26',
      handedIn: false,
      workId: null,
    }),
    answer(workEndpoints.addV1, add),
  );
}

describe("a lesson's picture book", () => {
  beforeEach(() => signInPupil());

  it("is made from the lesson's template, for the lesson, and opened in the editor", async () => {
    const server = serve({ id: 77 });
    const { router } = renderInApp(<LessonBookStarter />, '/book/edit?lesson=16');
    await waitFor(() => expect(router.state.location.search).toBe('?id=77&lesson=16'));
    const [call] = server.callsTo(workEndpoints.addV1);
    expect(call?.input).toMatchObject({
      worksName: '小熊的冒险',
      worksPageList: [
        { picUrl: null, text: '从前有一只小熊。' },
        { picUrl: null, text: '它想去看大海。' },
      ],
      lessonId: 16,
      worksClassId: 5,
    });
    expect(server.callsTo(workEndpoints.addV1)).toHaveLength(1);
  });

  it('says so when the book cannot be made', async () => {
    serve(new MockFailure(400, '课时不存在'));
    renderInApp(<LessonBookStarter />, '/book/edit?lesson=16');
    expect(await screen.findByRole('alert')).toHaveTextContent('绘本没有准备好');
    expect(screen.getByRole('link', { name: '回到课程' })).toHaveAttribute(
      'href',
      '/course/lesson?id=16',
    );
  });
});
