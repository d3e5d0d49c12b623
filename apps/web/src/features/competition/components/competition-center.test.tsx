import { competitionAppEndpoints, regionEndpoints } from '@haoduo/contract';
import { answer, mockServer, type TMockServer } from '@haoduo/contract/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render';
import type { TCompetitionFilter } from '../api/get-competitions';
import { competitionFixture, PROVINCES } from '../testing/competition-fixture';
import { CompetitionCenter } from './competition-center';

vi.setConfig({ testTimeout: 30_000 });

function Harness() {
  const [filter, setFilter] = useState<TCompetitionFilter>({});
  return <CompetitionCenter filter={filter} onChange={setFilter} />;
}

function serve() {
  return mockServer(
    answer(regionEndpoints.cities, PROVINCES),
    answer(competitionAppEndpoints.page, ({ query }) => {
      const phase = query.get('phase');
      const list =
        phase === 'ended'
          ? [competitionFixture({ id: 9, name: '2025好多AI编程挑战赛', phase: 'ended' })]
          : query.get('suitDistrict') === '北京市'
            ? []
            : [
                competitionFixture(),
                competitionFixture({ id: 8, name: '杭州AI绘画赛', phase: 'judging' }),
              ];
      return { list, total: list.length, currentPage: 1, pageSize: 12 };
    }),
  );
}

const lastQuery = (server: TMockServer) =>
  server.callsTo(competitionAppEndpoints.page).at(-1)?.query;

describe('competition centre list', () => {
  it('shows the cards with their phase, sponsor, region and times, and filters by phase', async () => {
    const server = serve();
    renderInApp(<Harness />);
    const card = await screen.findByRole('article', { name: '第一届好多AI创意绘本大赛' });
    expect(card).toHaveTextContent('报名中');
    expect(card).toHaveTextContent('主办：好多AI');
    expect(card).toHaveTextContent('地区：全国');
    expect(card).toHaveTextContent('报名：2026.05.01 - 2026.06.01');
    expect(screen.getByRole('article', { name: '杭州AI绘画赛' })).toHaveTextContent('评审中');
    expect(screen.getByRole('link', { name: /第一届好多AI创意绘本大赛/ })).toHaveAttribute(
      'href',
      '/competition/introduce?id=7',
    );
    expect(lastQuery(server)?.has('phase')).toBe(false);

    fireEvent.click(screen.getByRole('tab', { name: '已结束' }));
    expect(
      await screen.findByRole('article', { name: '2025好多AI编程挑战赛' }),
    ).toBeInTheDocument();
    expect(lastQuery(server)?.get('phase')).toBe('ended');
    expect(screen.queryByRole('article', { name: '杭州AI绘画赛' })).not.toBeInTheDocument();
  });

  it('filters by region and says when nothing matches', async () => {
    const server = serve();
    renderInApp(<Harness />);
    await screen.findByRole('article', { name: '第一届好多AI创意绘本大赛' });
    const region = screen.getByRole('combobox', { name: '地区' });
    await waitFor(() => expect(region).toHaveTextContent('北京市'));
    fireEvent.change(region, { target: { value: '北京市' } });
    expect(await screen.findByText('暂时没有符合条件的比赛，换个条件看看吧')).toBeInTheDocument();
    expect(lastQuery(server)?.get('suitDistrict')).toBe('北京市');
    fireEvent.change(region, { target: { value: '' } });
    // Back to every region: the first list again.
    expect(await screen.findByRole('article', { name: '杭州AI绘画赛' })).toBeInTheDocument();
  });
});
