import {
  competitionAppEndpoints,
  regionEndpoints,
  tagEndpoints,
  workEndpoints,
} from '@haoduo/contract';
import { answer, MockFailure, mockServer } from '@haoduo/contract/testing';
import { act } from '@testing-library/react';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../app/app';
import { competitionFixture, PROVINCES } from '../features/competition/testing/competition-fixture';
import { cardFixture, workFixture } from '../features/works/testing/work-fixture';
import { queryClient } from '../shared/api/query-client';
import { renderPage as renderOnServer, type TRenderOptions } from './entry-server';

const card = (id: number, name: string) =>
  cardFixture(id, name, { coverThumbUrl: `/api/media/cover-${id}.webp` });

const competitions = [
  competitionFixture({ pcBanner: '/api/media/site/banner-7.webp' }),
  competitionFixture({ id: 8, name: '杭州AI绘画赛', phase: 'judging' }),
];

function serve() {
  return mockServer(
    answer(competitionAppEndpoints.page, ({ query }) => ({
      list: query.get('phase') === 'ended' ? [] : competitions,
      total: 2,
      currentPage: 1,
      pageSize: Number(query.get('pageSize')),
    })),
    answer(regionEndpoints.cities, PROVINCES),
    answer(tagEndpoints.appList, [{ id: 3, name: '科幻', sortOrder: 1 }]),
    answer(workEndpoints.worksIndex, ({ url }) => ({
      list: [card(1, '小恐龙找朋友'), card(2, `月亮上的猫（${url.searchParams.get('sort')}）`)],
      total: 2,
      currentPage: 1,
      pageSize: Number(url.searchParams.get('pageSize')),
    })),
    answer(workEndpoints.appDetail, ({ url }) =>
      url.searchParams.get('id') === '11'
        ? workFixture({ access: 'public' })
        : new MockFailure(404, '作品不存在或未公开'),
    ),
  );
}

/**
 * The server's render, in this test's realm. React's server renderer leaves the context
 * values of the last part it rendered in place until its next render starts (on the
 * server, renders follow one another, so none sees them); the browser's render here would
 * read them, so an empty render puts the defaults back.
 */
async function renderPage(url: string, options: TRenderOptions) {
  const page = await renderOnServer(url, options);
  await new Response((await prerender(<></>)).prelude).text();
  return page;
}

let root: Root | null = null;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  queryClient.clear();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

/**
 * What main.tsx does with a server-rendered page: the server's HTML in #root, the query
 * cache it was rendered with, then hydration. Returns the errors React reports.
 */
async function hydrateServerPage(url: string, page: { html: string; state: string }) {
  window.history.replaceState(null, '', url);
  document.body.innerHTML = `<div id="root">${page.html}</div>`;
  const state = JSON.parse(page.state) as { mobile: boolean; queries: never };
  hydrate(queryClient, state.queries);
  const errors: unknown[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => {
    const message = args.map(String).join(' ');
    // Both renderers in one realm (only here): React's development build says so.
    if (!message.includes('multiple renderers concurrently rendering')) errors.push(message);
  });
  const container = document.getElementById('root')!;
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <App serverMobile={state.mobile} />
      </StrictMode>,
      {
        onRecoverableError: (error) => void errors.push(error),
        onUncaughtError: (error) => void errors.push(error),
      },
    );
  });
  // The page's chunk and texts load while the server's HTML stays in place.
  await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
  consoleError.mockRestore();
  return { container, errors };
}

describe('pages rendered on the server', { timeout: 60_000 }, () => {
  it('renders the gallery of the address with its data and hydrates it as it is', async () => {
    serve();
    const page = await renderPage('/worksSquare?sort=newest', { mobile: false });
    expect(page).not.toBeNull();
    expect(page!.source).toBe('src/pages/works-square/works-square-page.tsx');
    // The header and footer load beside the page: their styles come with its HTML too.
    expect(page!.layouts).toEqual(['src/app/layouts/public-layout.tsx']);
    expect(page!.html).toContain('作品广场');
    expect(page!.html).toContain('小恐龙找朋友');
    expect(page!.html).toContain('月亮上的猫（newest）');
    expect(page!.html).toContain('科幻');
    // The first covers load first (the server preloads them).
    expect(page!.html).toMatch(/<img src="\/api\/media\/cover-1.webp"[^>]*fetchPriority="high"/);
    // No inline script: the site's policy would refuse it.
    expect(page!.html).not.toContain('<script');
    expect(page!.styles).toContain('data-css-hash');

    const { container, errors } = await hydrateServerPage('/worksSquare?sort=newest', page!);
    expect(errors).toEqual([]);
    expect(container.textContent).toContain('月亮上的猫（newest）');
  });

  it('renders stored content as text', async () => {
    const attack = '<img src=x onerror="alert(1)"></script><script>alert(2)</script>';
    mockServer(
      answer(tagEndpoints.appList, []),
      answer(workEndpoints.worksIndex, {
        list: [card(1, attack)],
        total: 1,
        currentPage: 1,
        pageSize: 12,
      }),
    );
    const page = await renderPage('/worksSquare', { mobile: false });
    expect(page!.html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&lt;/script&gt;');
    expect(page!.html).not.toContain('<img src=x');
    expect(page!.html).not.toContain('<script');
    // The state goes into a JSON script element: the server escapes '<' in it.
    const state = JSON.parse(page!.state) as {
      queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
    };
    const index = state.queries.queries.find((query) => query.queryKey.includes('index'));
    expect(JSON.stringify(index?.state.data)).toContain(JSON.stringify(attack));
  });

  it('renders a public picture book in its reader and hydrates it', async () => {
    serve();
    const page = await renderPage('/book/reading?id=11', { mobile: false });
    expect(page!.html).toContain('月亮上的小猫');
    expect(page!.html).toContain('1 / 4');
    const { container, errors } = await hydrateServerPage('/book/reading?id=11', page!);
    expect(errors).toEqual([]);
    expect(container.querySelector('h1')?.textContent).toBe('月亮上的小猫');
  });

  it('renders the sign-in page and the home page for a visitor', async () => {
    serve();
    const login = await renderPage('/login', { mobile: false });
    expect(login!.html).toContain('我是学生');
    expect(login!.html).toContain('我是老师');
    const home = await renderPage('/', { mobile: false });
    expect(home!.html).toContain('让每个孩子都能用AI创作');
    expect(home!.html).toContain('小恐龙找朋友');
    // The released competitions instead of an empty state.
    expect(home!.html).toContain('第一届好多AI创意绘本大赛');
    const { errors } = await hydrateServerPage('/', home!);
    expect(errors).toEqual([]);
  });

  it('renders the competition centre with its banners, filters and cards, and hydrates it', async () => {
    serve();
    const page = await renderPage('/competitionCenter', { mobile: false });
    expect(page!.source).toBe('src/pages/competition-center/competition-center-page.tsx');
    expect(page!.html).toContain('赛事中心');
    expect(page!.html).toContain('杭州AI绘画赛');
    expect(page!.html).toContain('评审中');
    expect(page!.html).toContain('2026.05.01 - 2026.06.01');
    expect(page!.html).toContain('北京市');
    expect(page!.html).toMatch(
      /<img src="\/api\/media\/site\/banner-7.webp"[^>]*fetchPriority="high"/,
    );
    const { container, errors } = await hydrateServerPage('/competitionCenter', page!);
    expect(errors).toEqual([]);
    expect(container.textContent).toContain('第一届好多AI创意绘本大赛');

    const ended = await renderPage('/competitionCenter?phase=ended', { mobile: true });
    expect(ended!.html).toContain('暂时没有符合条件的比赛');
    act(() => root?.unmount());
    expect((await hydrateServerPage('/competitionCenter?phase=ended', ended!)).errors).toEqual([]);
  });

  it('renders the sign-in page on its student tab only', async () => {
    serve();
    const student = await renderPage('/login?type=1&username=stu001', { mobile: false });
    expect(student!.html).toContain('value="stu001"');
    const { errors } = await hydrateServerPage('/login?type=1&username=stu001', student!);
    expect(errors).toEqual([]);
    // The teacher and trial panels, and account creation, come with their own code.
    expect(await renderPage('/login?type=2', { mobile: false })).toBeNull();
    expect(await renderPage('/login?type=3', { mobile: false })).toBeNull();
    expect(await renderPage('/login?classCode=AI4001', { mobile: false })).toBeNull();
  });

  it('renders the layout of the device that asked', async () => {
    serve();
    const desktop = await renderPage('/worksSquare', { mobile: false });
    const phone = await renderPage('/worksSquare', { mobile: true });
    expect(JSON.parse(phone!.state)).toMatchObject({ mobile: true });
    // The desktop header has the search box; the phone's has a menu button instead.
    expect(desktop!.html).toContain('搜索作品、学校、作者');
    expect(phone!.html).not.toContain('搜索作品、学校、作者');
  });

  it('hydrates the phone layout (header buttons, the reader) as it is', async () => {
    serve();
    const home = await renderPage('/', { mobile: true });
    expect(home!.html).toContain('aria-label="体验AI"');
    expect((await hydrateServerPage('/', home!)).errors).toEqual([]);
    act(() => root?.unmount());
    const reader = await renderPage('/book/reading?id=11', { mobile: true });
    expect(reader!.html).toContain('aria-label="全屏"');
    expect((await hydrateServerPage('/book/reading?id=11', reader!)).errors).toEqual([]);
  });

  it('leaves other pages, and pages whose data failed, to the browser', async () => {
    serve();
    expect(await renderPage('/aiTools', { mobile: false })).toBeNull();
    expect(await renderPage('/book/reading?id=12', { mobile: false })).toBeNull();
    expect(await renderPage('/book/reading', { mobile: false })).toBeNull();
    mockServer(answer(tagEndpoints.appList, new MockFailure(500, '服务器开小差了')));
    expect(await renderPage('/worksSquare', { mobile: false })).toBeNull();
  });
});
