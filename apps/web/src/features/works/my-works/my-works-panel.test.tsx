import { AccountType, workEndpoints, type TMyWorksItem, type TWorksKind } from '@haoduo/contract';
import { answer, mockServer } from '@haoduo/contract/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { initialAppState } from '../../../shared/stores/app-state';
import { useAppStore } from '../../../shared/stores/app-store';
import { renderInApp } from '../../../test/render';
import { cardFixture } from '../testing/work-fixture';
import { MyWorksPanel } from './my-works-panel';

const mine = (
  id: number,
  worksName: string,
  kind: TWorksKind,
  type: number,
  extra: Partial<TMyWorksItem> = {},
): TMyWorksItem => ({
  ...cardFixture(id, worksName, { kind, type }),
  status: 0,
  auditStatus: 0,
  auditRemark: null,
  worksClassId: 1,
  pageCount: 1,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
  ...extra,
});

const WORKS = [
  mine(1, '月亮上的小猫', 'picture', 7, { coverThumbUrl: '/api/media/cat.thumb.webp' }),
  mine(2, '快乐的春天小曲', 'music', 3),
  mine(3, '会飞的书', 'book', 1, { status: 2, auditStatus: 1 }),
  mine(4, '退回的画', 'picture', 7, { auditStatus: 2, auditRemark: '再加点颜色' }),
];

describe('我的作品', { timeout: 60_000 }, () => {
  beforeEach(() => {
    useAppStore.setState({ ...initialAppState(), token: 'tok', accountType: AccountType.STUDENT });
  });

  it('lists every kind with its picture and one state, and filters by kind', async () => {
    const server = mockServer(
      answer(workEndpoints.myList, ({ query }) => {
        const kind = query.get('kind');
        const list = kind ? WORKS.filter((w) => w.kind === kind) : WORKS;
        return { list, total: list.length, currentPage: 1, pageSize: 12 };
      }),
    );
    renderInApp(<MyWorksPanel />);
    const music = await screen.findByRole('article', { name: '快乐的春天小曲' });
    // No cover: the picture of its kind, and it opens where it plays.
    expect(within(music).getByText('音乐')).toBeInTheDocument();
    expect(within(music).getByRole('link', { name: '快乐的春天小曲' })).toHaveAttribute(
      'href',
      '/works/singleImage?id=2',
    );
    expect(within(music).getByText('草稿')).toBeInTheDocument();
    // 打开 is a button that goes where the melody plays (no button inside a link).
    expect(within(music).queryByRole('link', { name: '打开' })).toBeNull();
    expect(within(music).getByRole('button', { name: '打开' }).closest('a')).toBeNull();
    const rejected = screen.getByRole('article', { name: '退回的画' });
    expect(within(rejected).getByText('未通过')).toBeInTheDocument();
    expect(within(rejected).queryByText('草稿')).not.toBeInTheDocument();
    expect(within(rejected).getByRole('note')).toHaveTextContent('再加点颜色');
    const published = screen.getByRole('article', { name: '会飞的书' });
    expect(within(published).getByText('已发布')).toBeInTheDocument();
    expect(within(published).queryByRole('button', { name: '分享到作品广场' })).toBeNull();

    const kinds = screen.getByRole('radiogroup', { name: '作品种类' });
    expect(
      within(kinds)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')!.textContent),
    ).toEqual(['全部', '绘本', '绘画', '音乐', '视频', '3D', '应用', '智能体']);
    await userEvent.click(within(kinds).getByRole('radio', { name: '音乐' }));
    await waitFor(() =>
      expect(server.callsTo(workEndpoints.myList).at(-1)?.query.get('kind')).toBe('music'),
    );
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: '月亮上的小猫' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('article', { name: '快乐的春天小曲' })).toBeInTheDocument();
    await userEvent.click(within(kinds).getByRole('radio', { name: '全部' }));
    expect(await screen.findByRole('article', { name: '月亮上的小猫' })).toBeInTheDocument();
  });

  it('opens on the kind the studio asks for (?kind=)', async () => {
    const server = mockServer(
      answer(workEndpoints.myList, { list: [WORKS[1]!], total: 1, currentPage: 1, pageSize: 12 }),
    );
    renderInApp(<MyWorksPanel />, '/user/my/book?kind=music');
    expect(await screen.findByRole('radio', { name: '音乐' })).toBeChecked();
    expect(server.callsTo(workEndpoints.myList)[0]?.query.get('kind')).toBe('music');
  });

  it('shares a draft when the pupil chooses to, and opens a melody where it plays', async () => {
    const server = mockServer(
      answer(workEndpoints.myList, {
        list: WORKS,
        total: WORKS.length,
        currentPage: 1,
        pageSize: 12,
      }),
      answer(workEndpoints.updateStatus, null),
    );
    const { router } = renderInApp(<MyWorksPanel />);
    const music = await screen.findByRole('article', { name: '快乐的春天小曲' });
    await userEvent.click(within(music).getByRole('button', { name: '分享到作品广场' }));
    await waitFor(() =>
      expect(server.callsTo(workEndpoints.updateStatus)[0]?.input).toEqual({ id: 2, status: 1 }),
    );
    await userEvent.click(within(music).getByRole('button', { name: '打开' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/works/singleImage'));
    expect(router.state.location.search).toBe('?id=2');
  });
});
