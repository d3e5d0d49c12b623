import { tagEndpoints, workEndpoints, type TStudentWorksItem } from '@haoduo/contract';
import { answer, mockServer } from '@haoduo/contract/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../shared/api';
import { useSessionStore } from '../../../shared/stores/session-store';
import { DEMO_SESSION } from '../../../test/render-app';
import { WorksReviewBoard } from './works-review-board';

const LIST = workEndpoints.mngList;
const AUDIT = workEndpoints.mngAudit;

function work(id: number, worksName: string): TStudentWorksItem {
  return {
    id,
    worksName,
    worksAuthor: '张**',
    schoolName: '好多AI实验小学',
    type: 1,
    kind: 'book',
    version: 2,
    worksCoverPic: null,
    coverThumbUrl: null,
    coverPicRatioHigh: null,
    coverPicRatioWide: null,
    worksIntro: null,
    likeCount: 0,
    copyCount: 0,
    recommend: false,
    tagIds: [],
    publishedAt: null,
    status: 1,
    auditStatus: 0,
    auditRemark: null,
    worksClassId: 7,
    pageCount: 3,
    createdAt: '2026-11-26T01:00:00.000Z',
    updatedAt: '2026-11-26T02:00:00.000Z',
    authorName: '张小明',
    authorUserId: 11,
    studentAccountId: 21,
    className: '三年级1班',
    schoolId: 1,
    sortScore: 0,
    worksCreatorType: 2,
    worksCreatorId: 11,
    submittedAt: '2026-11-26T02:00:00.000Z',
  };
}

function renderBoard() {
  useSessionStore.getState().signIn(DEMO_SESSION);
  render(
    <AppProviders queryClient={createQueryClient()}>
      <WorksReviewBoard kind="all" />
    </AppProviders>,
  );
}

describe('works review board', { timeout: 180_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it(
    'turns the filters into the list query, paged on the server, and resets them',
    { timeout: 180_000 },
    async () => {
      const server = mockServer(
        answer(LIST, ({ input }) => ({
          list: [work(1, '月亮上的小猫')],
          total: 100_000,
          currentPage: Number(input.currentPage),
          pageSize: Number(input.pageSize),
        })),
        answer(tagEndpoints.mngList, [{ id: 3, name: '科幻', sortOrder: 1 }]),
      );
      renderBoard();
      expect(await screen.findByRole('article', { name: '月亮上的小猫' })).toBeInTheDocument();
      expect(server.callsTo(LIST)[0]?.input).toEqual({
        currentPage: '1',
        pageSize: '24',
        status: '1',
      });

      const user = userEvent.setup({ delay: null });
      const filters = screen.getByRole('search', { name: '筛选作品' });
      await user.type(within(filters).getByLabelText('作品名称'), ' 小猫 ');
      await user.click(within(filters).getByLabelText('审核状态'));
      await user.click(await screen.findByTitle('审核不通过'));
      await user.click(within(filters).getByRole('button', { name: /查\s*询/ }));

      await waitFor(() =>
        expect(server.callsTo(LIST).at(-1)?.input).toEqual({
          currentPage: '1',
          pageSize: '24',
          keyword: '小猫',
          status: '1',
          auditStatus: '2',
        }),
      );

      // Page 3 of 100,000 rows: only that page is asked for.
      await user.click(screen.getByTitle('3'));
      await waitFor(() =>
        expect(server.callsTo(LIST).at(-1)?.input).toMatchObject({ currentPage: '3' }),
      );

      await user.click(within(filters).getByRole('button', { name: /重\s*置/ }));
      await waitFor(() =>
        expect(server.callsTo(LIST).at(-1)?.input).toEqual({
          currentPage: '1',
          pageSize: '24',
          status: '1',
        }),
      );
    },
  );

  it('approves a waiting work in one click', async () => {
    const server = mockServer(
      answer(LIST, { list: [work(5, '会唱歌的鱼')], total: 1, currentPage: 1, pageSize: 24 }),
      answer(tagEndpoints.mngList, []),
      answer(AUDIT, null),
    );
    renderBoard();
    const card = await screen.findByRole('article', { name: '会唱歌的鱼' });
    await userEvent.click(within(card).getByRole('button', { name: /通\s*过/ }));

    await waitFor(() => expect(server.callsTo(AUDIT)[0]?.input).toEqual({ id: 5, auditStatus: 1 }));
    expect(await screen.findByText('已通过：会唱歌的鱼')).toBeInTheDocument();
    // The list is read again after the write.
    await waitFor(() => expect(server.callsTo(LIST).length).toBeGreaterThan(1));
  });

  it('asks for a remark before rejecting from the card', async () => {
    mockServer(
      answer(LIST, { list: [work(6, '纸飞机')], total: 1, currentPage: 1, pageSize: 24 }),
      answer(tagEndpoints.mngList, []),
      answer(AUDIT, null),
    );
    renderBoard();
    const card = await screen.findByRole('article', { name: '纸飞机' });
    await userEvent.click(within(card).getByRole('button', { name: /驳\s*回/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('审核作品：纸飞机')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('审核意见')).toBeInTheDocument();
  });
});
