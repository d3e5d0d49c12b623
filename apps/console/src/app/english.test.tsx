import {
  authEndpoints,
  regionMngEndpoints,
  schoolEndpoints,
  tagEndpoints,
  teacherEndpoints,
} from '@haoduo/contract';
import { answer, mockServer } from '@haoduo/contract/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SchoolsPage } from '../pages/schools/schools-page';
import { TagsPage } from '../pages/tags/tags-page';
import { TeachersPage } from '../pages/teachers/teachers-page';
import { changeLanguage, Language } from '../shared/i18n';
import { page, schoolRow, teacherRow } from '../test/academic-fixtures';
import { renderPage } from '../test/render-page';
import { demoStaffAlive } from '../test/staff-answers';

const CJK = /[\u3400-\u9fff\uff00-\uffef\u3000-\u303f]/;

/** Every text a user sees or hears: the page's text and the labels, hints and titles. */
function visibleTexts(): string[] {
  const texts = [document.body.textContent ?? ''];
  for (const element of document.body.querySelectorAll('*')) {
    for (const name of ['placeholder', 'aria-label', 'title', 'alt']) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  return texts;
}

/** The Chinese left in the page (the language switch names 中文 on purpose). */
function chineseIn(texts: string[]): string[] {
  return texts
    .map((text) => text.replaceAll('中文', ''))
    .flatMap((text) => text.match(new RegExp(`.{0,12}${CJK.source}+.{0,12}`, 'g')) ?? []);
}

// The fake rows carry English data, so any Chinese left is a text of the console.
const SCHOOL = schoolRow(1, {
  name: 'Sunrise Primary',
  regionName: 'Hangzhou',
  address: '1 West Lake Road',
  contactName: 'Ms Wang',
});
const TEACHER = teacherRow(2, { name: 'Li Lei', schoolName: 'Sunrise Primary' });

describe('the console in English', { timeout: 180_000 }, () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await changeLanguage(Language.ZH_CN);
  });

  it('shows the schools page without Chinese, antd included', async () => {
    await changeLanguage(Language.EN);
    mockServer(
      answer(authEndpoints.checkAlive, demoStaffAlive),
      answer(schoolEndpoints.page, page([SCHOOL], 1)),
      answer(regionMngEndpoints.tree, []),
    );
    renderPage(<SchoolsPage />);
    expect(await screen.findByText('Sunrise Primary', {}, { timeout: 60_000 })).toBeVisible();
    expect(screen.getByRole('button', { name: /New school/ })).toBeVisible();
    expect(screen.getByText('1 in total')).toBeVisible();
    // antd's own texts (the page size changer) are English too.
    expect(screen.getByText('20 / page')).toBeInTheDocument();
    expect(chineseIn(visibleTexts())).toEqual([]);
  });

  it('shows the teachers page and its confirmation without Chinese', async () => {
    await changeLanguage(Language.EN);
    mockServer(
      answer(authEndpoints.checkAlive, demoStaffAlive),
      answer(teacherEndpoints.query, page([TEACHER], 1)),
      answer(schoolEndpoints.page, page([SCHOOL], 1)),
    );
    renderPage(<TeachersPage />);
    await screen.findByText('Li Lei', {}, { timeout: 60_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect((await screen.findAllByText('Delete the teacher "Li Lei"?')).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(chineseIn(visibleTexts())).toEqual([]);
  });

  it('switches a page shown in Chinese to English at once', async () => {
    mockServer(answer(tagEndpoints.mngList, [{ id: 1, name: 'Animals', sortOrder: 1 }]));
    renderPage(<TagsPage />);
    expect(await screen.findByText('Animals', {}, { timeout: 60_000 })).toBeVisible();
    expect(screen.getByText('标签名称')).toBeVisible();
    await changeLanguage(Language.EN);
    expect(await screen.findByText('Tag name')).toBeVisible();
    expect(chineseIn(visibleTexts())).toEqual([]);
  });
});
