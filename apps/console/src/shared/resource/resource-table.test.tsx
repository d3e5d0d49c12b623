import { authEndpoints, schoolEndpoints } from '@haoduo/contract';
import { answer, mockServer } from '@haoduo/contract/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, schoolRow } from '../../test/academic-fixtures';
import { SchoolsPage } from '../../pages/schools/schools-page';
import { renderPage } from '../../test/render-page';
import { demoStaffAlive } from '../../test/staff-answers';

/** The schools page drives the shared resource table: filters, paging and sorting. */
function serveSchools() {
  return mockServer(
    answer(authEndpoints.checkAlive, demoStaffAlive),
    answer(schoolEndpoints.page, (call) => {
      const currentPage = Number(call.input.currentPage ?? 1);
      // Five rows stand for a page of twenty: the table renders faster on a busy machine.
      const rows = Array.from({ length: 5 }, (_, i) => schoolRow((currentPage - 1) * 20 + i + 1));
      return page(rows, 45, currentPage, 20);
    }),
  );
}

const lastQuery = (server: ReturnType<typeof serveSchools>) =>
  server.callsTo(schoolEndpoints.page).at(-1)?.input;

describe('resource table', { timeout: 180_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the server for the first page, then for the filters typed, from page 1', async () => {
    const server = serveSchools();
    const user = userEvent.setup({ delay: null });
    renderPage(<SchoolsPage />);
    expect(await screen.findByText('学校1', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(lastQuery(server)).toMatchObject({ currentPage: '1', pageSize: '20' });
    expect(screen.getByText('共 45 条')).toBeInTheDocument();

    const search = screen.getByRole('search');
    await user.type(within(search).getByLabelText('学校名称'), ' 实验 ');
    await user.click(within(search).getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(lastQuery(server)).toMatchObject({ name: '实验', currentPage: '1' }),
    );

    await user.click(within(search).getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(lastQuery(server)).not.toHaveProperty('name'));
  });

  it('pages and sorts on the server, keeping the filters', async () => {
    const server = serveSchools();
    const user = userEvent.setup({ delay: null });
    renderPage(<SchoolsPage />);
    await screen.findByText('学校1', {}, { timeout: 20_000 });
    const search = screen.getByRole('search');
    await user.type(within(search).getByLabelText('学校名称'), '实验');
    await user.click(within(search).getByRole('button', { name: /查\s*询/ }));

    await user.click(screen.getByTitle('2'));
    expect(await screen.findByText('学校21', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(lastQuery(server)).toMatchObject({ name: '实验', currentPage: '2', pageSize: '20' });

    await user.click(screen.getByRole('columnheader', { name: /学校名称/ }));
    await waitFor(() =>
      expect(lastQuery(server)).toMatchObject({
        orderBy: 'name',
        orderDirection: 'asc',
        currentPage: '1',
        name: '实验',
      }),
    );
  });

  it('hides a column from the column settings, and remembers it', async () => {
    serveSchools();
    const user = userEvent.setup({ delay: null });
    const { unmount } = renderPage(<SchoolsPage />);
    await screen.findByText('学校1', {}, { timeout: 20_000 });
    expect(screen.getByRole('columnheader', { name: '联系人' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '列设置' }));
    await user.click(await screen.findByRole('checkbox', { name: '联系人' }));
    await waitFor(() =>
      expect(screen.queryByRole('columnheader', { name: '联系人' })).not.toBeInTheDocument(),
    );
    unmount();

    renderPage(<SchoolsPage />);
    await screen.findByText('学校1', {}, { timeout: 20_000 });
    expect(screen.queryByRole('columnheader', { name: '联系人' })).not.toBeInTheDocument();
  });
});
