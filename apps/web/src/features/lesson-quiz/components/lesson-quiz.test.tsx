import {
  AccountType,
  lessonQuizEndpoints,
  QuestionType,
  type TGradedQuestion,
  type TLessonQuiz,
  type TQuizQuestion,
  type TQuizResult,
} from '@haoduo/contract';
import { answer, mockServer } from '@haoduo/contract/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../shared/api/query-client';
import { initialAppState } from '../../../shared/stores/app-state';
import { useAppStore } from '../../../shared/stores/app-store';
import { renderInApp } from '../../../test/render';
import { LessonQuiz } from '../index';

vi.setConfig({ testTimeout: 30_000 });
const user = userEvent.setup({ delay: null });

const QUESTIONS: TQuizQuestion[] = [
  {
    id: 11,
    questionType: QuestionType.SINGLE,
    title: '写给 AI 的画画描述叫什么？',
    picUrl: null,
    options: ['提示词', '文件名'],
  },
  {
    id: 12,
    questionType: QuestionType.PICTURE_JUDGE,
    title: '这幅画里有太阳吗？',
    picUrl: '/api/media/sun.png',
    options: [],
  },
];
const KEY: Record<number, { correct: string[]; explanation: string }> = {
  11: { correct: ['A'], explanation: '提示词就是写给 AI 的描述。' },
  12: { correct: ['true'], explanation: '左上角有一个黄色的太阳。' },
};

function signInAs(accountType: 1 | 2) {
  const user = {
    accountUserId: 1,
    accountName: '李小红',
    schoolId: 1,
    schoolName: '好多AI实验小学',
    accountType,
  };
  useAppStore.setState({ token: 'tok', accountType, user, accountList: [user] });
}

/** A fake server that grades like the real one and keeps the answers. */
function quizServer() {
  const kept = new Map<number, TGradedQuestion>();
  const result = (): TQuizResult => ({
    lessonId: 5,
    total: QUESTIONS.length,
    answeredCount: kept.size,
    correctCount: [...kept.values()].filter((g) => g.correct).length,
    finished: kept.size === QUESTIONS.length,
    items: QUESTIONS.flatMap((q) => (kept.has(q.id) ? [kept.get(q.id)!] : [])),
  });
  return mockServer(
    answer(lessonQuizEndpoints.quiz, (): TLessonQuiz => ({
      lessonId: 5,
      questions: QUESTIONS,
      answeredIds: [...kept.keys()],
    })),
    answer(lessonQuizEndpoints.result, () => result()),
    answer(lessonQuizEndpoints.submit, (call) => {
      const graded = call.input.answers.map((given) => {
        const question = QUESTIONS.find((q) => q.id === given.questionId)!;
        const g: TGradedQuestion = {
          ...question,
          yourAnswer: given.answer,
          correctAnswer: KEY[question.id]!.correct,
          correct: given.answer.join() === KEY[question.id]!.correct.join(),
          explanation: KEY[question.id]!.explanation,
          answeredAt: '2026-11-26T10:00:00+08:00',
        };
        kept.set(question.id, g);
        return g;
      });
      return { graded, result: result() };
    }),
  );
}

describe('the lesson quiz', () => {
  beforeEach(() => useAppStore.setState(initialAppState()));
  afterEach(() => {
    queryClient.clear();
    vi.unstubAllGlobals();
  });

  it('asks one question at a time, grades each at once and shows the score', async () => {
    signInAs(AccountType.STUDENT);
    const server = quizServer();
    renderInApp(<LessonQuiz lessonId={5} />);

    expect(await screen.findByRole('heading', { name: '课堂小测验' })).toBeInTheDocument();
    expect(screen.getByText('第 1 题 / 共 2 题')).toBeInTheDocument();
    expect(screen.queryByText('这幅画里有太阳吗？')).not.toBeInTheDocument();
    const send = screen.getByRole('button', { name: '提交答案' });
    expect(send).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'B. 文件名' }));
    expect(screen.getByRole('button', { name: 'B. 文件名' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(send);
    expect(await screen.findByText('再想想哦')).toBeInTheDocument();
    expect(screen.getByText('正确答案：A. 提示词')).toBeInTheDocument();
    expect(screen.getByText('解析：提示词就是写给 AI 的描述。')).toBeInTheDocument();
    expect(server.callsTo(lessonQuizEndpoints.submit)[0]!.input).toEqual({
      lessonId: 5,
      answers: [{ questionId: 11, answer: ['B'] }],
    });

    await user.click(screen.getByRole('button', { name: '下一题' }));
    expect(screen.getByText('第 2 题 / 共 2 题')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '题目图片' })).toHaveAttribute(
      'src',
      '/api/media/sun.png',
    );
    await user.click(screen.getByRole('button', { name: '对' }));
    await user.click(screen.getByRole('button', { name: '提交答案' }));
    expect(await screen.findByText('答对了，真棒！')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '看看成绩' }));
    await waitFor(() => expect(screen.getByText('你答对了 1 道题，共 2 道')).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: '再做一次' }));
    expect(screen.getByText('第 1 题 / 共 2 题')).toBeInTheDocument();
  });

  it('shows nothing to a teacher and asks the server nothing', async () => {
    signInAs(AccountType.TEACHER);
    const server = quizServer();
    const { container } = renderInApp(<LessonQuiz lessonId={5} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
    expect(server.calls).toHaveLength(0);
  });
});
