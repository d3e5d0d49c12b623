import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { tagEndpoints, workEndpoints } from '@haoduo/contract';
import { answer, mockServer, type TMockServer } from '@haoduo/contract/testing';
import { renderInApp } from '../../../test/render';
import type { TWorksIndexFilter } from '../api/get-works-index';
import { cardFixture } from '../testing/work-fixture';
import { Gallery } from './gallery';

const card = (id: number, name: string) => cardFixture(id, name);

function Harness({ initial }: { initial: TWorksIndexFilter }) {
  const [filter, setFilter] = useState(initial);
  return <Gallery filter={filter} onChange={setFilter} />;
}

function serve() {
  return mockServer(
    answer(tagEndpoints.appList, [{ id: 3, name: '科幻', sortOrder: 1 }]),
    answer(workEndpoints.worksIndex, ({ query }) => {
      const page = Number(query.get('currentPage'));
      const names = query.get('keyword') === '没有' ? [] : [`作品${page}a`, `作品${page}b`];
      return {
        list: names.map((name, i) => card(page * 10 + i, name)),
        total: names.length === 0 ? 0 : 30,
        currentPage: page,
        pageSize: 12,
      };
    }),
  );
}

const lastQuery = (server: TMockServer) => server.callsTo(workEndpoints.worksIndex).at(-1)?.query;

describe('works gallery', { timeout: 60_000 }, () => {
  it('filters by type and order, and loads the next page', async () => {
    const server = serve();
    renderInApp(<Harness initial={{ sort: 'recommend' }} />);
    expect(await screen.findByRole('article', { name: '作品1a' })).toBeInTheDocument();
    expect(lastQuery(server)?.get('sort')).toBe('recommend');
    expect(lastQuery(server)?.has('type')).toBe(false);

    fireEvent.click(screen.getByRole('tab', { name: '单图' }));
    await waitFor(() => expect(lastQuery(server)?.get('type')).toBe('7'));

    fireEvent.click(screen.getByText('最多点赞'));
    await waitFor(() => expect(lastQuery(server)?.get('sort')).toBe('popular'));
    expect(lastQuery(server)?.get('type')).toBe('7');

    fireEvent.click(await screen.findByRole('button', { name: '加载更多' }));
    expect(await screen.findByRole('article', { name: '作品2a' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: '作品1a' })).toBeInTheDocument();
    expect(lastQuery(server)?.get('currentPage')).toBe('2');
  });

  it('shows the search keyword, an empty result, and clears the search', async () => {
    const server = serve();
    renderInApp(<Harness initial={{ sort: 'recommend', keyword: '没有' }} />);
    expect(await screen.findByText('搜索“没有”的结果')).toBeInTheDocument();
    expect(await screen.findByText('这里还没有作品')).toBeInTheDocument();
    expect(lastQuery(server)?.get('keyword')).toBe('没有');
    fireEvent.click(screen.getByRole('button', { name: '清除搜索' }));
    expect(await screen.findByRole('article', { name: '作品1a' })).toBeInTheDocument();
    expect(lastQuery(server)?.has('keyword')).toBe(false);
  });
});
