import { AccountType, type TStudentWorksItem } from '@haoduo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { initialAppState } from '../../../shared/stores/app-state';
import { useAppStore } from '../../../shared/stores/app-store';
import { classEndpoints, workEndpoints } from '@haoduo/contract';
import { answer, mockServer } from '@haoduo/contract/testing';
import { renderInApp } from '../../../test/render';
import { StudentWorksPanel } from './student-works-panel';

// Only the fields the table shows; the rest of the item does not matter here.
const work = (id: number, type: number, worksName: string) =>
  ({
    id,
    type,
    worksName,
    authorName: '张小明',
    className: '三年级AI创作班',
    status: 1,
    auditStatus: 1,
    updatedAt: '2026-11-20T08:00:00.000Z',
    worksCoverPic: null,
    coverThumbUrl: null,
  }) as unknown as TStudentWorksItem;

describe('学员作品', { timeout: 30_000 }, () => {
  beforeEach(() => {
    useAppStore.setState({ ...initialAppState(), token: 'tok', accountType: AccountType.TEACHER });
  });

  it('links each name to where the work opens: a picture book in the reader', async () => {
    mockServer(
      answer(classEndpoints.list, []),
      answer(workEndpoints.studentWorksList, {
        list: [work(7, 1, '星空下的小恐龙'), work(9, 5, '会飞的猫咪')],
        total: 2,
        currentPage: 1,
        pageSize: 10,
      }),
    );
    renderInApp(<StudentWorksPanel />);
    expect(await screen.findByRole('link', { name: '星空下的小恐龙' })).toHaveAttribute(
      'href',
      '/book/reading?id=7',
    );
    const other = screen.getByRole('link', { name: '会飞的猫咪' });
    expect(other.getAttribute('href')).toMatch(/id=9$/);
    expect(other).toHaveAttribute('target', '_blank');
  });

  it('lists the works in a table: state tags, the cover opening at full size', async () => {
    mockServer(
      answer(classEndpoints.list, []),
      answer(workEndpoints.studentWorksList, {
        list: [
          {
            ...work(7, 1, '星空下的小恐龙'),
            status: 3,
            auditStatus: 2,
            worksCoverPic: '/api/media/cover.png',
            coverThumbUrl: '/api/media/cover.thumb.webp',
          },
        ],
        total: 1,
        currentPage: 1,
        pageSize: 10,
      }),
    );
    renderInApp(<StudentWorksPanel />);
    const table = await screen.findByRole('table', { name: '全部作品' });
    const row = (await within(table).findByRole('link', { name: '星空下的小恐龙' })).closest('tr')!;
    expect(within(row).getByText('张小明')).toBeInTheDocument();
    // One state per work, never a status and a review that contradict each other.
    expect(within(row).getByText('已下架')).toBeInTheDocument();
    expect(within(row).queryByText('审核不通过')).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: '撤回发布' })).not.toBeInTheDocument();
    const cover = within(row).getByRole('button', { name: '星空下的小恐龙 的封面' });
    expect(cover.querySelector('img')).toHaveAttribute('src', '/api/media/cover.thumb.webp');
    await userEvent.click(cover);
    const dialog = await screen.findByRole('dialog', { name: '星空下的小恐龙 的封面' });
    expect(within(dialog).getByRole('img', { name: '星空下的小恐龙' })).toHaveAttribute(
      'src',
      '/api/media/cover.png',
    );
  });

  it(
    'shows one state per work and takes a published work back after asking',
    { timeout: 90_000 },
    async () => {
      const server = mockServer(
        answer(classEndpoints.list, []),
        answer(workEndpoints.studentWorksList, {
          list: [
            { ...work(1, 1, '草稿绘本'), status: 0, auditStatus: 0 },
            { ...work(2, 7, '退回的画'), status: 0, auditStatus: 2 },
            { ...work(3, 7, '等审核的画'), status: 1, auditStatus: 0 },
            { ...work(4, 7, '发布的画'), status: 2, auditStatus: 1 },
          ],
          total: 4,
          currentPage: 1,
          pageSize: 10,
        }),
        answer(workEndpoints.auditRevoke, null),
      );
      renderInApp(<StudentWorksPanel />);
      const rowOf = async (name: string) =>
        (await screen.findByRole('link', { name })).closest('tr')!;
      const states = {
        草稿绘本: '草稿',
        退回的画: '未通过',
        等审核的画: '待审核',
        发布的画: '已发布',
      };
      for (const [name, state] of Object.entries(states)) {
        const row = await rowOf(name);
        expect(within(row).getByText(state)).toBeInTheDocument();
        expect(row.textContent).not.toMatch(/审核通过|审核不通过/);
      }
      expect(screen.getAllByRole('button', { name: '撤回发布' })).toHaveLength(1);
      await userEvent.click(
        within(await rowOf('发布的画')).getByRole('button', { name: '撤回发布' }),
      );
      const dialog = await screen.findByRole('dialog', { name: '撤回发布：发布的画' });
      await userEvent.type(within(dialog).getByLabelText('撤回的原因（选填）'), '名字里有错字');
      await userEvent.click(within(dialog).getByRole('button', { name: '撤回' }));
      await waitFor(() => expect(server.callsTo(workEndpoints.auditRevoke)).toHaveLength(1));
      expect(server.callsTo(workEndpoints.auditRevoke)[0]!.input).toEqual({
        id: 4,
        auditRemark: '名字里有错字',
      });
    },
  );

  it('searches by keyword from the first page, pages on, and says when nothing is found', async () => {
    const server = mockServer(
      answer(classEndpoints.list, []),
      answer(workEndpoints.studentWorksList, ({ url }) =>
        url.searchParams.get('keyword')
          ? { list: [], total: 0, currentPage: 1, pageSize: 10 }
          : {
              list: [work(Number(url.searchParams.get('currentPage')) * 100, 5, '会飞的猫咪')],
              total: 25,
              currentPage: Number(url.searchParams.get('currentPage')),
              pageSize: 10,
            },
      ),
    );
    renderInApp(<StudentWorksPanel />);
    await screen.findByRole('link', { name: '会飞的猫咪' });
    await userEvent.click(screen.getByRole('button', { name: '第 3 页' }));
    await waitFor(() =>
      expect(
        server.callsTo(workEndpoints.studentWorksList).at(-1)?.url.searchParams.get('currentPage'),
      ).toBe('3'),
    );
    await userEvent.type(
      screen.getByRole('searchbox', { name: '搜索作品名称或学生姓名' }),
      '恐龙{Enter}',
    );
    await waitFor(() => {
      const last = server.callsTo(workEndpoints.studentWorksList).at(-1)!.url.searchParams;
      expect(last.get('keyword')).toBe('恐龙');
      expect(last.get('currentPage')).toBe('1');
    });
    expect(await screen.findByText('暂无学员作品')).toBeInTheDocument();
  });
});
