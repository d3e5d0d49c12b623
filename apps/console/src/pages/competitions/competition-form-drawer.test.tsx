import {
  authEndpoints,
  CompetitionMessages as M,
  competitionMngEndpoints,
  type TCompetitionMngItem,
} from '@haoduo/contract';
import { answer, mockServer } from '@haoduo/contract/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render-page';
import { demoStaffAlive } from '../../test/staff-answers';
import { CompetitionFormDrawer } from './competition-form-drawer';
import { competition } from './competition-fixture';

function open(row: TCompetitionMngItem | null) {
  const server = mockServer(
    answer(authEndpoints.checkAlive, demoStaffAlive),
    answer(competitionMngEndpoints.add, { ...competition, id: 8 }),
    answer(competitionMngEndpoints.modify, competition),
  );
  renderPage(<CompetitionFormDrawer open competition={row} onClose={() => {}} />);
  return server;
}

describe('competition form', { timeout: 180_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the contract's messages and sends nothing while the form is wrong", async () => {
    const server = open(null);
    const user = userEvent.setup({ delay: null });
    const drawer = await screen.findByRole('dialog', {}, { timeout: 20_000 });
    await user.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
    expect(
      await within(drawer).findByText(M.NAME_REQUIRED, {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(within(drawer).getByText(M.SPONSOR_REQUIRED)).toBeInTheDocument();
    expect(within(drawer).getAllByText(M.TIME_REQUIRED)).toHaveLength(4);
    expect(server.callsTo(competitionMngEndpoints.add)).toHaveLength(0);
  });

  it('edits: sends the fields, the same instants and a new introduction section', async () => {
    const server = open(competition);
    const user = userEvent.setup({ delay: null });
    const drawer = await screen.findByRole('dialog', {}, { timeout: 20_000 });
    const name = within(drawer).getByLabelText('赛事名称');
    await user.clear(name);
    await user.type(name, '第二届好多AI创意绘本大赛');
    await user.click(within(drawer).getByRole('button', { name: /添加介绍段落/ }));
    await user.type(within(drawer).getByLabelText('标题 2'), '奖项设置');
    await user.type(within(drawer).getByLabelText('内容 2'), '一等奖三名');
    await user.click(within(drawer).getByRole('button', { name: /保\s*存/ }));

    await waitFor(() => expect(server.callsTo(competitionMngEndpoints.modify)).toHaveLength(1), {
      timeout: 20_000,
    });
    const body = server.callsTo(competitionMngEndpoints.modify)[0]!.input as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({
      id: 7,
      name: '第二届好多AI创意绘本大赛',
      sponsor: '好多AI教育研究院',
      groupList: ['小学组'],
      introduceList: [
        { title: '大赛介绍', content: '讲一个故事', imageUrl: '' },
        { title: '奖项设置', content: '一等奖三名', imageUrl: '' },
      ],
    });
    for (const field of ['registrationStartTm', 'registrationEndTm', 'competitionEndTm'] as const) {
      expect(Date.parse(body[field] as string)).toBe(Date.parse(competition[field]));
    }
  });
});
