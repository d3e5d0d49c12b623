import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { callsTo, mockApi } from '../../../test/mock-api';
import { renderInApp } from '../../../test/render';
import type { TWorksIndexFilter } from '../api/get-works-index';
import { cardFixture } from '../testing/work-fixture';
import { Gallery } from './gallery';

const INDEX = '/api/v1/works-service/works/custom/works-index';
const TAGS = '/api/v1/works-service/tag/app/list';

const card = (id: number, name: string) => cardFixture(id, name);

function Harness({ initial }: { initial: TWorksIndexFilter }) {
  const [filter, setFilter] = useState(initial);
  return <Gallery filter={filter} onChange={setFilter} />;
}

function serve() {
  return mockApi({
    [`GET ${TAGS}`]: [{ id: 3, name: '科幻', sortOrder: 1 }],
    [`GET ${INDEX}`]: (url: URL) => {
      const page = Number(url.searchParams.get('currentPage'));
      const names =
        url.searchParams.get('keyword') === '没有' ? [] : [`作品${page}a`, `作品${page}b`];
      return {
        list: names.map((name, i) => card(page * 10 + i, name)),
        total: names.length === 0 ? 0 : 30,
        currentPage: page,
        pageSize: 12,
      };
    },
  });
}

const lastQuery = (fetchMock: ReturnType<typeof mockApi>) =>
  callsTo(fetchMock, 'GET', INDEX).at(-1)?.url.searchParams;

describe('works gallery', { timeout: 60_000 }, () => {
  it('filters by type and order, and loads the next page', async () => {
    const fetchMock = serve();
    renderInApp(<Harness initial={{ sort: 'recommend' }} />);
    expect(await screen.findByRole('article', { name: '作品1a' })).toBeInTheDocument();
    expect(lastQuery(fetchMock)?.get('sort')).toBe('recommend');
    expect(lastQuery(fetchMock)?.has('type')).toBe(false);

    fireEvent.click(screen.getByRole('tab', { name: '单图' }));
    await waitFor(() => expect(lastQuery(fetchMock)?.get('type')).toBe('7'));

    fireEvent.click(screen.getByText('最多点赞'));
    await waitFor(() => expect(lastQuery(fetchMock)?.get('sort')).toBe('popular'));
    expect(lastQuery(fetchMock)?.get('type')).toBe('7');

    fireEvent.click(await screen.findByRole('button', { name: '加载更多' }));
    expect(await screen.findByRole('article', { name: '作品2a' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: '作品1a' })).toBeInTheDocument();
    expect(lastQuery(fetchMock)?.get('currentPage')).toBe('2');
  });

  it('shows the search keyword, an empty result, and clears the search', async () => {
    const fetchMock = serve();
    renderInApp(<Harness initial={{ sort: 'recommend', keyword: '没有' }} />);
    expect(await screen.findByText('搜索“没有”的结果')).toBeInTheDocument();
    expect(await screen.findByText('这里还没有作品')).toBeInTheDocument();
    expect(lastQuery(fetchMock)?.get('keyword')).toBe('没有');
    fireEvent.click(screen.getByRole('button', { name: '清除搜索' }));
    expect(await screen.findByRole('article', { name: '作品1a' })).toBeInTheDocument();
    expect(lastQuery(fetchMock)?.has('keyword')).toBe(false);
  });
});
