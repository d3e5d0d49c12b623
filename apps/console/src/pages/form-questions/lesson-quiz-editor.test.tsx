import {
  authEndpoints,
  formQuestionEndpoints,
  lessonQuizEndpoints,
  type TFormQuestion,
} from '@haoduo/contract';
import { answer, mockServer } from '@haoduo/contract/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from '../../test/academic-fixtures';
import { renderPage } from '../../test/render-page';
import { demoStaffAlive } from '../../test/staff-answers';
import { LessonQuizEditor } from './lesson-quiz-editor';

const question = (id: number, title: string): TFormQuestion => ({
  id,
  questionType: 1,
  title,
  picUrl: null,
  options: ['甲', '乙'],
  answer: ['A'],
  explanation: '',
  knowledgePoints: [],
  grade: 3,
  status: 1,
  quizCount: 1,
  createdAt: '2026-11-26T10:00:00+08:00',
  updatedAt: '2026-11-26T10:00:00+08:00',
});

describe('the lesson quiz editor', { timeout: 180_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('orders, removes and adds questions, then saves the order', async () => {
    const [a, b, c] = [question(1, '第一题'), question(2, '第二题'), question(3, '新的题')];
    const server = mockServer(
      answer(authEndpoints.checkAlive, demoStaffAlive),
      answer(lessonQuizEndpoints.mngDetail, { lessonId: 5, questions: [a, b] }),
      answer(formQuestionEndpoints.pageList, page([a, b, c])),
      answer(lessonQuizEndpoints.mngSave, (call) => ({
        lessonId: 5,
        questions: call.input.questionIds.map((id) => [a, b, c].find((q) => q.id === id)!),
      })),
    );
    const user = userEvent.setup({ delay: null });
    renderPage(<LessonQuizEditor lessonId={5} />);
    expect(await screen.findByText('第二题', {}, { timeout: 20_000 })).toBeInTheDocument();
    const save = screen.getByRole('button', { name: /保存测验/ });
    expect(save).toBeDisabled();

    await user.click(screen.getByRole('button', { name: '上移 2' }));
    await user.click(screen.getByRole('button', { name: '移出 2' }));
    await user.click(screen.getByRole('combobox', { name: '添加题目' }));
    await user.click(await screen.findByTitle('单选题 · 新的题'));
    await waitFor(() =>
      expect(screen.getAllByText(/^(第一题|第二题|新的题)$/).map((el) => el.textContent)).toEqual([
        '第二题',
        '新的题',
      ]),
    );
    await user.click(save);
    await waitFor(() => expect(server.callsTo(lessonQuizEndpoints.mngSave)).toHaveLength(1));
    expect(server.callsTo(lessonQuizEndpoints.mngSave)[0]!.input).toEqual({
      lessonId: 5,
      questionIds: [2, 3],
    });
  });
});
