import { authEndpoints, formQuestionEndpoints, type TFormQuestion } from '@haoduo/contract';
import { answer, mockServer } from '@haoduo/contract/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, Language } from '../../shared/i18n';
import { page } from '../../test/academic-fixtures';
import { renderPage } from '../../test/render-page';
import { demoStaffAlive } from '../../test/staff-answers';
import { FormQuestionsPage } from './form-questions-page';

const CJK = /[\u3400-\u9fff\uff00-\uffef\u3000-\u303f]/;

function chineseLeft(): string[] {
  const texts = [document.body.textContent ?? ''];
  for (const element of document.body.querySelectorAll('*')) {
    for (const name of ['placeholder', 'aria-label', 'title', 'alt']) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  return texts
    .map((text) => text.replaceAll('中文', ''))
    .flatMap((text) => text.match(new RegExp(`.{0,12}${CJK.source}+.{0,12}`, 'g')) ?? []);
}

// English data: any Chinese left is a text of the page.
const QUESTION: TFormQuestion = {
  id: 1,
  questionType: 5,
  title: 'Is there a sun in this picture?',
  picUrl: '/api/media/sun.png',
  options: [],
  answer: ['true'],
  explanation: 'Top left.',
  knowledgePoints: ['Looking closely'],
  grade: 3,
  status: 1,
  quizCount: 0,
  createdAt: '2026-11-26T10:00:00+08:00',
  updatedAt: '2026-11-26T10:00:00+08:00',
};

describe('the question bank in English', { timeout: 180_000 }, () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await changeLanguage(Language.ZH_CN);
  });

  it('shows the list and the editor without Chinese', async () => {
    await changeLanguage(Language.EN);
    mockServer(
      answer(authEndpoints.checkAlive, demoStaffAlive),
      answer(formQuestionEndpoints.pageList, page([QUESTION], 1)),
    );
    renderPage(<FormQuestionsPage />);
    expect(await screen.findByText(QUESTION.title, {}, { timeout: 60_000 })).toBeVisible();
    expect(screen.getByText('Picture to judge')).toBeVisible();
    expect(screen.getByText('Grade 3')).toBeVisible();
    expect(chineseLeft()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: /New question/ }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(chineseLeft()).toEqual([]);
  });
});
