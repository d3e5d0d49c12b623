import {
  authEndpoints,
  FormQuestionMessages as M,
  formQuestionEndpoints,
  type TFormQuestion,
} from '@haoduo/contract';
import { answer, mockServer } from '@haoduo/contract/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from '../../test/academic-fixtures';
import { renderPage } from '../../test/render-page';
import { demoStaffAlive } from '../../test/staff-answers';
import { FormQuestionsPage } from './form-questions-page';

const QUESTION: TFormQuestion = {
  id: 3,
  questionType: 3,
  title: 'AI 画的画一定是真实发生过的事。',
  picUrl: null,
  options: [],
  answer: ['false'],
  explanation: 'AI 会想象出不存在的画面。',
  knowledgePoints: ['辨别 AI 内容'],
  grade: 4,
  status: 1,
  quizCount: 0,
  createdAt: '2026-11-26T10:00:00+08:00',
  updatedAt: '2026-11-26T10:00:00+08:00',
};

function serve() {
  return mockServer(
    answer(authEndpoints.checkAlive, demoStaffAlive),
    answer(formQuestionEndpoints.pageList, page([QUESTION])),
    answer(
      formQuestionEndpoints.add,
      (call) => ({ ...QUESTION, ...call.input, id: 9 }) as TFormQuestion,
    ),
  );
}

async function openDrawer() {
  const user = userEvent.setup({ delay: null });
  renderPage(<FormQuestionsPage />);
  expect(await screen.findByText(QUESTION.title, {}, { timeout: 20_000 })).toBeInTheDocument();
  expect(screen.getByText('判断题')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /新增题目/ }));
  const drawer = await screen.findByRole('dialog');
  return { user, drawer };
}

describe('the question editor', { timeout: 300_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('edits a single choice question: options, the answer, grade', async () => {
    const server = serve();
    const { user, drawer } = await openDrawer();
    await user.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
    expect(
      await within(drawer).findByText(M.TITLE_REQUIRED, {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(server.callsTo(formQuestionEndpoints.add)).toHaveLength(0);

    await user.type(within(drawer).getByLabelText('题干'), '告诉 AI 想画什么的文字叫什么？');
    await user.type(within(drawer).getByLabelText('选项 A'), '提示词');
    await user.type(within(drawer).getByLabelText('选项 B'), '密码');
    await user.click(within(drawer).getByRole('button', { name: '删除选项 D' }));
    await user.type(within(drawer).getByLabelText('选项 C'), '文件名');
    await user.click(within(drawer).getByRole('radio', { name: 'A' }));
    await user.click(within(drawer).getByLabelText('年级'));
    await user.click(await screen.findByTitle('三年级'));
    await user.click(within(drawer).getByRole('button', { name: /保\s*存/ }));

    await waitFor(() => expect(server.callsTo(formQuestionEndpoints.add)).toHaveLength(1));
    expect(server.callsTo(formQuestionEndpoints.add)[0]!.input).toMatchObject({
      questionType: 1,
      title: '告诉 AI 想画什么的文字叫什么？',
      options: ['提示词', '密码', '文件名'],
      answer: ['A'],
      grade: 3,
    });
  });

  it('asks a picture to judge for its picture and a true/false answer', async () => {
    const server = serve();
    const { user, drawer } = await openDrawer();
    await user.click(within(drawer).getByText('看图判断题'));
    expect(within(drawer).queryByLabelText('选项 A')).not.toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: /上传图片/ })).toBeInTheDocument();
    await user.type(within(drawer).getByLabelText('题干'), '这幅画里有太阳吗？');
    await user.click(within(drawer).getByText('正确'));
    await user.click(within(drawer).getByLabelText('年级'));
    await user.click(await screen.findByTitle('二年级'));
    await user.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
    expect(
      await within(drawer).findByText(M.PICTURE_REQUIRED, {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(server.callsTo(formQuestionEndpoints.add)).toHaveLength(0);
  });
});
