import {
  aiClassControlEndpoints,
  aiDrawColorEndpoints,
  aiGenerationEndpoints,
  AiWorkshopMessages,
  courseAppEndpoints,
  weekScheduleEndpoints,
  type TAiJob,
} from '@haoduo/contract';
import { answer, mockServer } from '@haoduo/contract/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { presetFixture } from '../../../features/courses/testing/course-fixture';
import { renderInApp } from '../../../test/render';
import { signInPupil } from '../../../test/session';
import AiColoringPage from './ai-coloring-page';

const PROMPT = '给小熊的家涂上温暖的颜色';

describe('AI colouring opened from a lesson', { timeout: 30_000 }, () => {
  beforeEach(() => signInPupil());

  it("starts with the lesson's prompt, template and colours, and hands the picture in", async () => {
    const job = { id: 9, tool: 'draw-color', status: 'queued' } as unknown as TAiJob;
    const server = mockServer(
      answer(aiDrawColorEndpoints.history, { list: [], total: 0, currentPage: 1, pageSize: 12 }),
      answer(aiClassControlEndpoints.status, {
        classId: 5,
        paused: false,
        lockedTools: [],
        lessonRequired: false,
        lessonOpen: false,
        canGenerate: true,
        message: AiWorkshopMessages.CAN_GENERATE,
        pollSeconds: 5,
      }),
      answer(aiGenerationEndpoints.colouringTemplates, [
        { id: 'house', title: '小房子', prompt: '一座小房子' },
      ]),
      answer(aiDrawColorEndpoints.add, { job, cost: 2, points: 8 }),
      answer(aiDrawColorEndpoints.detail, job),
      answer(
        courseAppEndpoints.toolPreset,
        presetFixture({
          lessonId: 15,
          link: {
            tool: 'coloring',
            title: '给画面上色',
            prompt: PROMPT,
            exampleImageUrl: '',
            settings: { mode: 'auto', templateId: 'house', palettePrompt: '温暖的黄色和橙色' },
            path: '/ai/coloring?lesson=15',
          },
        }),
      ),
      answer(weekScheduleEndpoints.checkWorksClass, {
        lesson: { id: 15, title: '给画面上色', seq: 5, courseId: 1 },
        classId: 5,
        courseClassName: '三年级AI创作班',
        date: '2026-11-24',
        handedIn: false,
        workId: null,
      }),
    );
    renderInApp(<AiColoringPage />, '/ai/coloring?lesson=15');
    await waitFor(() => expect(screen.getByLabelText('说说你想要什么')).toHaveValue(PROMPT));
    expect(await screen.findByTestId('lesson-task')).toHaveTextContent('给画面上色');
    await userEvent.click(screen.getByRole('button', { name: '开始创作' }));
    await waitFor(() => expect(server.callsTo(aiDrawColorEndpoints.add)).toHaveLength(1));
    expect(server.callsTo(aiDrawColorEndpoints.add)[0]?.input).toMatchObject({
      prompt: PROMPT,
      mode: 'auto',
      templateId: 'house',
      palettePrompt: '温暖的黄色和橙色',
      lessonId: 15,
      classId: 5,
    });
  });
});
