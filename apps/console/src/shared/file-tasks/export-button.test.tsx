import { authEndpoints, fileTaskEndpoints, teacherEndpoints } from '@haoduo/contract';
import { answer, mockServer } from '@haoduo/contract/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileTask, page, teacherRow } from '../../test/academic-fixtures';
import { TeachersPage } from '../../pages/teachers/teachers-page';
import { renderPage } from '../../test/render-page';
import { demoStaffAlive } from '../../test/staff-answers';

describe('export button', { timeout: 180_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts the export with the filters, shows its progress, then the download', async () => {
    const states = [
      fileTask({ status: 'running', percent: 40 }),
      fileTask({ status: 'done', percent: 100, downloadable: true, rowCount: 12 }),
    ];
    const server = mockServer(
      answer(authEndpoints.checkAlive, demoStaffAlive),
      answer(teacherEndpoints.query, page([teacherRow(1)])),
      answer(teacherEndpoints.export, fileTask()),
      answer(fileTaskEndpoints.detail, () => states.shift() ?? fileTask({ status: 'done' })),
      answer(fileTaskEndpoints.page, page([])),
    );
    const user = userEvent.setup({ delay: null });
    const { router } = renderPage(<TeachersPage />);
    await screen.findByText('老师1', {}, { timeout: 20_000 });
    await user.type(screen.getByLabelText('关键词'), '王');
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    await user.click(screen.getByRole('button', { name: /导\s*出/ }));

    expect(await screen.findByText('正在生成 教师名单.xlsx')).toBeInTheDocument();
    expect(server.callsTo(teacherEndpoints.export)[0]?.input).toEqual({ keyword: '王' });
    // The notice opens at the started task's 0%, then shows the first progress read.
    await waitFor(
      () => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40'),
      { timeout: 10_000 },
    );

    expect(
      await screen.findByText('教师名单.xlsx 已生成', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /下\s*载/ })).toBeInTheDocument();
    await user.click(screen.getByText('前往下载中心'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/file-tasks'));
  });

  it('says why a task failed', async () => {
    mockServer(
      answer(authEndpoints.checkAlive, demoStaffAlive),
      answer(teacherEndpoints.query, page([teacherRow(1)])),
      answer(teacherEndpoints.export, fileTask()),
      answer(
        fileTaskEndpoints.detail,
        fileTask({ status: 'failed', errorMessage: '导出失败，请稍后重试' }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderPage(<TeachersPage />);
    await screen.findByText('老师1', {}, { timeout: 20_000 });
    await user.click(screen.getByRole('button', { name: /导\s*出/ }));
    expect(
      await screen.findByText('导出失败，请稍后重试', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });
});
