import {
  aiAgentEndpoints,
  aiConversationEndpoints,
  aiDrawEndpoints,
  courseAppEndpoints,
  weekScheduleEndpoints,
  workEndpoints,
  type TAiAgentConfig,
  type TAiConversation,
  type TLessonToolLink,
} from '@haoduo/contract';
import { answer, mockServer, type TMockServer } from '@haoduo/contract/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { presetFixture } from '../../../features/courses/testing/course-fixture';
import { renderInApp } from '../../../test/render';
import { signInPupil } from '../../../test/session';
import AiAgentPage from './ai-agent-page';

const PERSONA = '你是一位恐龙博士，用小朋友听得懂的话回答关于恐龙的问题。';

const link = {
  tool: 'agent',
  title: '做一个恐龙博士智能体',
  prompt: PERSONA,
  exampleImageUrl: null,
  path: '/ai/agent?lesson=12',
  settings: {},
} as unknown as TLessonToolLink;

const agent: TAiAgentConfig = {
  id: 9,
  title: '恐龙博士',
  prologue: '',
  prompt: PERSONA,
  quickCommands: [],
  voiceStyle: 'gentle',
  iconImageUrl: null,
  classId: null,
  className: null,
  authorName: '张小明',
  mine: true,
  createdAt: '2026-11-24T08:00:00.000Z',
  updatedAt: '2026-11-24T08:00:00.000Z',
};

function serve(): TMockServer {
  return mockServer(
    answer(courseAppEndpoints.toolPreset, presetFixture({ lessonTitle: '会聊天的恐龙博士', link })),
    answer(weekScheduleEndpoints.checkWorksClass, {
      lesson: { id: 12, title: '会聊天的恐龙博士', seq: 2, courseId: 1 },
      classId: 5,
      courseClassName: '三年级AI创作班',
      date: '2026-11-24',
      handedIn: false,
      workId: null,
    }),
    answer(aiAgentEndpoints.list, { list: [], total: 0, currentPage: 1, pageSize: 20 }),
    answer(aiAgentEndpoints.add, agent),
    answer(aiAgentEndpoints.detail, agent),
    answer(aiDrawEndpoints.history, { list: [], total: 0, currentPage: 1, pageSize: 12 }),
    answer(aiConversationEndpoints.init, {
      conversationId: 3,
      agent: null,
      prologue: '',
      quickCommands: [],
      speech: { mode: 'browser', voiceStyle: 'gentle', utterances: [] },
      cost: 1,
      points: 20,
      engine: { provider: 'offline', engine: 'offline', model: null, offline: true, notice: '' },
    } as unknown as TAiConversation),
    answer(aiConversationEndpoints.messages, []),
    answer(workEndpoints.addAgent, { id: 100 }),
  );
}

describe('AI agent opened from a lesson', { timeout: 60_000 }, () => {
  beforeEach(() => {
    Element.prototype.scrollTo ??= () => undefined;
    signInPupil();
  });

  it("starts a new agent with the lesson's prompt and hands the shared agent in", async () => {
    const server = serve();
    renderInApp(<AiAgentPage />, '/ai/agent?lesson=12');
    const banner = await screen.findByTestId('lesson-task');
    expect(banner).toHaveTextContent('会聊天的恐龙博士');
    expect(banner).toHaveTextContent('点“分享为作品”，就交给老师了');
    await waitFor(() => expect(screen.getByLabelText('它是谁、怎么说话')).toHaveValue(PERSONA));
    expect(server.callsTo(courseAppEndpoints.toolPreset)[0]?.query.get('tool')).toBe('agent');

    fireEvent.change(screen.getByLabelText('名字'), { target: { value: '恐龙博士' } });
    await userEvent.click(screen.getByRole('button', { name: '保存智能体' }));
    await waitFor(() => expect(server.callsTo(aiAgentEndpoints.add)).toHaveLength(1));
    expect(server.callsTo(aiAgentEndpoints.add)[0]?.input).toMatchObject({ prompt: PERSONA });

    // The chat of the new agent opens with the lesson still in the address.
    await userEvent.click(await screen.findByRole('button', { name: /分享为作品/ }));
    await waitFor(() => expect(server.callsTo(workEndpoints.addAgent)).toHaveLength(1));
    expect(server.callsTo(workEndpoints.addAgent)[0]?.input).toMatchObject({
      worksName: '恐龙博士',
      worksClassId: 5,
      lessonId: 12,
    });
    expect(screen.getByTestId('lesson-task')).toBeInTheDocument();
  });

  it('builds an empty agent without a lesson', async () => {
    const server = serve();
    renderInApp(<AiAgentPage />, '/ai/agent');
    expect(await screen.findByLabelText('它是谁、怎么说话')).toHaveValue('');
    expect(server.callsTo(courseAppEndpoints.toolPreset)).toHaveLength(0);
    expect(screen.queryByTestId('lesson-task')).not.toBeInTheDocument();
  });
});
