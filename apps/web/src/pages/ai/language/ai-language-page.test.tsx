import {
  aiConversationEndpoints,
  courseAppEndpoints,
  weekScheduleEndpoints,
  type TAiConversation,
  type TLessonToolLink,
} from '@haoduo/contract';
import { answer, mockServer, type TMockServer } from '@haoduo/contract/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { presetFixture } from '../../../features/courses/testing/course-fixture';
import { renderInApp } from '../../../test/render';
import { signInPupil } from '../../../test/session';
import AiLanguagePage from './ai-language-page';

const QUESTION = '请用三句话介绍：电脑是怎么认出一只猫的？';

const link = {
  tool: 'language',
  title: '和语言模型聊一聊',
  prompt: QUESTION,
  exampleImageUrl: null,
  path: '/ai/language?lesson=12',
  settings: {},
} as unknown as TLessonToolLink;

function serve(): TMockServer {
  return mockServer(
    answer(courseAppEndpoints.toolPreset, presetFixture({ lessonTitle: '认识语言模型', link })),
    answer(weekScheduleEndpoints.checkWorksClass, {
      lesson: { id: 12, title: '认识语言模型', seq: 1, courseId: 1 },
      classId: 5,
      courseClassName: '七年级AI模型班',
      date: '2026-11-24',
      handedIn: false,
      workId: null,
    }),
    answer(aiConversationEndpoints.init, {
      conversationId: 3,
      agent: null,
      prologue: '你好！',
      quickCommands: [],
      speech: { mode: 'browser', voiceStyle: 'gentle', utterances: [] },
      cost: 1,
      points: 20,
      engine: { provider: 'offline', engine: 'offline', model: null, offline: true, notice: '' },
    } as unknown as TAiConversation),
    answer(aiConversationEndpoints.messages, []),
  );
}

describe('AI language opened from a lesson', { timeout: 60_000 }, () => {
  beforeEach(() => {
    Element.prototype.scrollTo ??= () => undefined;
    window.localStorage.clear();
    signInPupil();
  });

  it("puts the lesson's question in the box under the lesson banner", async () => {
    const server = serve();
    renderInApp(<AiLanguagePage />, '/ai/language?lesson=12');
    const banner = await screen.findByTestId('lesson-task');
    expect(banner).toHaveTextContent('认识语言模型');
    expect(banner).toHaveTextContent('和语言模型聊一聊');
    expect(banner).toHaveTextContent('不用交作品');
    const box = await screen.findByRole('textbox');
    await waitFor(() => expect(box).toHaveValue(QUESTION));
    expect(server.callsTo(courseAppEndpoints.toolPreset)[0]?.query.get('tool')).toBe('language');
    // The pupil may change it.
    await userEvent.clear(box);
    await userEvent.type(box, '你好');
    expect(box).toHaveValue('你好');
  });

  it('starts with an empty box without a lesson', async () => {
    const server = serve();
    renderInApp(<AiLanguagePage />, '/ai/language');
    expect(await screen.findByRole('textbox')).toHaveValue('');
    expect(server.callsTo(courseAppEndpoints.toolPreset)).toHaveLength(0);
    expect(screen.queryByTestId('lesson-task')).not.toBeInTheDocument();
  });
});
