import {
  authEndpoints,
  competitionJudgingEndpoints as e,
  type TJudgePreview,
} from '@haoduo/contract';
import { answer, mockServer } from '@haoduo/contract/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render-page';
import { demoStaffAlive } from '../../test/staff-answers';
import { CompetitionJudgingPage } from './judging-page';

const signed = (name: string) => `/api/media/2026/05/${name}?exp=1999999999&sig=abc`;

const entry = {
  worksId: 21,
  code: '作品001',
  worksName: '春天的小兔子',
  worksIntro: '',
  worksUrl: '/works/detail?id=7',
  registrationGroup: '',
  myScore: null,
  myComment: '',
};

const preview: TJudgePreview = {
  worksId: 21,
  code: '作品001',
  worksName: '春天的小兔子',
  worksIntro: '',
  fileUrl: null,
  work: {
    title: '小兔子郊游记',
    type: 1,
    kind: 'book',
    version: 2,
    worksCoverPic: signed('cover.png'),
    worksBackCoverPic: null,
    backgroundColor: null,
    worksIntro: '一本关于春天的绘本',
    worksPrompt: '一只小兔子在春天郊游',
    worksPageList: [{ picUrl: signed('p1.png'), text: '第一页：小兔子出门了' }] as never,
    worksContentList: [{ type: 'audio', url: signed('song.mp3'), posterUrl: null, text: '' }],
    jumpUrl: null,
    agentProgramCode: null,
  },
};

describe("the judge's preview of an entry", { timeout: 180_000 }, () => {
  it('opens the blind preview in a drawer instead of the public page', async () => {
    const server = mockServer(
      answer(authEndpoints.checkAlive, demoStaffAlive),
      answer(e.myCompetitions, [
        {
          competitionId: 3,
          name: '2026杭州青少年AI创作节·AI绘画赛',
          competitionEndTm: '2026-05-01T00:00:00.000Z',
          worksCount: 1,
          scoredCount: 0,
        },
      ]),
      answer(e.works, [entry]),
      answer(e.preview, preview),
    );
    const user = userEvent.setup({ delay: null });
    renderPage(<CompetitionJudgingPage />);

    const open = await screen.findByRole(
      'button',
      { name: '查看作品 作品001' },
      { timeout: 20_000 },
    );
    // No link to the work's public page (its author would show there).
    expect(screen.queryByRole('link', { name: /查看作品/ })).toBeNull();
    await user.click(open);

    const drawer = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    await waitFor(() => expect(within(drawer).getByText('小兔子郊游记')).toBeInTheDocument());
    expect(server.callsTo(e.preview)[0]?.input).toEqual({ competitionId: '3', worksId: '21' });
    expect(within(drawer).getByText('作品001 春天的小兔子')).toBeInTheDocument();
    expect(within(drawer).getByText('绘本')).toBeInTheDocument();
    expect(within(drawer).getByText('一只小兔子在春天郊游')).toBeInTheDocument();
    expect(within(drawer).getByText('第一页：小兔子出门了')).toBeInTheDocument();
    expect(within(drawer).getByRole('region', { name: '第 1 页' })).toBeInTheDocument();
    const pictures = within(drawer).getAllByRole('img', { name: '作品图片' });
    expect(pictures[0]).toHaveAttribute('src', signed('p1.png'));
    expect(within(drawer).getByLabelText('作品音频')).toHaveAttribute('src', signed('song.mp3'));
    expect(drawer.textContent).toMatch(/匿名评审/);
  });

  it('shows an uploaded entry file when the entry is not a platform work', async () => {
    mockServer(
      answer(authEndpoints.checkAlive, demoStaffAlive),
      answer(e.myCompetitions, [
        {
          competitionId: 3,
          name: '绘画赛',
          competitionEndTm: '2026-05-01T00:00:00.000Z',
          worksCount: 1,
          scoredCount: 0,
        },
      ]),
      answer(e.works, [{ ...entry, worksUrl: signed('drawing.png') }]),
      answer(e.preview, { ...preview, work: null, fileUrl: signed('drawing.png') }),
    );
    const user = userEvent.setup({ delay: null });
    renderPage(<CompetitionJudgingPage />);
    await user.click(
      await screen.findByRole('button', { name: '查看作品 作品001' }, { timeout: 20_000 }),
    );
    const drawer = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(await within(drawer).findByRole('img', { name: '打开作品文件' })).toHaveAttribute(
      'src',
      signed('drawing.png'),
    );
  });
});
