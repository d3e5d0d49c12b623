import { authEndpoints, competitionJudgingEndpoints as e } from '@haoduo/contract';
import { answer, mockServer } from '@haoduo/contract/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render-page';
import { demoStaffAlive } from '../../test/staff-answers';
import { CompetitionJudgingPage } from './judging-page';

const works = [
  {
    worksId: 11,
    code: '作品001',
    worksName: '星空',
    worksIntro: '夜晚的星空',
    worksUrl: '/api/media/a.png',
    registrationGroup: '小学组',
    myScore: null,
    myComment: '',
  },
  {
    worksId: 12,
    code: '作品002',
    worksName: '海洋',
    worksIntro: '',
    worksUrl: '/api/media/b.png',
    registrationGroup: '小学组',
    myScore: 88,
    myComment: '色彩好',
  },
];

describe('blind judging', { timeout: 180_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists the judge's works by code and saves a score with its comment", async () => {
    const server = mockServer(
      answer(authEndpoints.checkAlive, demoStaffAlive),
      answer(e.myCompetitions, [
        {
          competitionId: 3,
          name: '2026杭州青少年AI创作节·AI绘画赛',
          competitionEndTm: '2026-05-01T00:00:00.000Z',
          worksCount: 2,
          scoredCount: 1,
        },
      ]),
      answer(e.works, works),
      answer(e.score, ({ input }) => ({ ...works[0]!, myScore: input.score as number })),
    );
    const user = userEvent.setup({ delay: null });
    renderPage(<CompetitionJudgingPage />);

    expect(await screen.findByText('作品001', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText('已评 1 / 2')).toBeInTheDocument();
    expect(screen.getByText(/匿名评审/)).toBeInTheDocument();
    expect(server.callsTo(e.works)[0]?.input).toEqual({ competitionId: '3' });
    const row = screen.getByText('作品001').closest('tr')!;
    const save = within(row).getByRole('button', { name: /保\s*存/ });
    expect(save).toBeDisabled();
    await user.type(within(row).getByLabelText('评分 作品001'), '92.5');
    await user.type(within(row).getByLabelText('评语 作品001'), '构图新颖');
    await user.click(save);
    await waitFor(() => expect(server.callsTo(e.score)).toHaveLength(1));
    expect(server.callsTo(e.score)[0]?.input).toEqual({
      worksId: 11,
      score: 92.5,
      comment: '构图新颖',
    });
    const other = screen.getByText('作品002').closest('tr')!;
    expect((within(other).getByLabelText('评分 作品002') as HTMLInputElement).value).toMatch(/^88/);
  });
});
