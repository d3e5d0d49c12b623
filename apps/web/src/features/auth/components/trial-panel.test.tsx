import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../shared/api/query-client';
import { authEndpoints, captchaEndpoints } from '@haoduo/contract';
import { answer, MockFailure, mockServer } from '@haoduo/contract/testing';
import { renderInApp } from '../../../test/render';
import { TrialPanel } from './trial-panel';

vi.setConfig({ testTimeout: 30_000 });
// Messages and dialogs may take a few seconds to show in a busy test run.
configure({ asyncUtilTimeout: 5_000 });

const claimants = Array.from({ length: 6 }, (_, i) => ({
  accountName: `王*${i}`,
  accountMobile: `139****000${i}`,
}));

/** 获取验证码 enables once the form has seen the typed mobile (a render later). */
async function clickGetCode(user: ReturnType<typeof userEvent.setup>) {
  const button = screen.getByRole('button', { name: '获取验证码' });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
}

describe('trial tab', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    queryClient.clear();
    delete window.__HAODUO_CONFIG__;
  });

  it('opens 免费申领好多AI账号 when first shown: the total and a scrolling list marked 领取成功', async () => {
    window.__HAODUO_CONFIG__ = { businessPhone: '400-111-2222' };
    mockServer(
      answer(authEndpoints.touristScroll, {
        totalAccount: 128,
        touristAccountScrollList: claimants,
      }),
    );
    renderInApp(<TrialPanel active onSignedIn={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: '免费申领好多AI账号' });
    expect(await within(dialog).findByText('128')).toBeInTheDocument();
    const list = within(dialog).getByRole('list', { name: '最近领取' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(within(list).getAllByText('领取成功')).toHaveLength(6);
    expect(within(list).getByText('139****0003')).toBeInTheDocument();
    // More rows than fit: the list is repeated (hidden from screen readers) and scrolls.
    expect(dialog.querySelector('[data-scrolling]')).not.toBeNull();
    expect(within(dialog).getByText(/400-111-2222/)).toBeInTheDocument();
  });

  it('does not scroll a short list, and reopens from the banner', async () => {
    const user = userEvent.setup({ delay: null });
    mockServer(
      answer(authEndpoints.touristScroll, {
        totalAccount: 1,
        touristAccountScrollList: claimants.slice(0, 1),
      }),
    );
    renderInApp(<TrialPanel active onSignedIn={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: '免费申领好多AI账号' });
    await within(dialog).findByText('王*0');
    expect(dialog.querySelector('[data-scrolling]')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: '我已有体验账号，去登录' }));
    await user.click(screen.getByRole('button', { name: /免费申领好多AI账号/ }));
    expect(await screen.findByRole('dialog', { name: '免费申领好多AI账号' })).toBeInTheDocument();
  });

  it('stays closed while the tab is not showing', () => {
    mockServer();
    renderInApp(<TrialPanel active={false} onSignedIn={vi.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows 暂无体验权限 / 暂未查询到你的体验账号 for a mobile without a trial account', async () => {
    const user = userEvent.setup({ delay: null });
    mockServer(
      answer(authEndpoints.teacherCodeLogin, new MockFailure(403, '暂未查询到你的体验账号')),
    );
    renderInApp(<TrialPanel active={false} onSignedIn={vi.fn()} />);
    await user.type(screen.getByLabelText('手机号'), '13900000001');
    await user.type(screen.getByLabelText('验证码'), '123456');
    await user.click(screen.getByRole('button', { name: '登录' }));
    const dialog = await screen.findByRole('dialog', { name: '暂无体验权限' });
    expect(within(dialog).getByText('暂未查询到你的体验账号')).toBeInTheDocument();
  });

  it('says 暂未查询到你的体验账号 at once when the trial code is refused: no 验证码已发送, no countdown', async () => {
    const user = userEvent.setup({ delay: null });
    const server = mockServer(
      answer(captchaEndpoints.trialCode, new MockFailure(403, '暂未查询到你的体验账号')),
    );
    renderInApp(<TrialPanel active={false} onSignedIn={vi.fn()} />);
    await user.type(screen.getByLabelText('手机号'), '13900000001');
    await clickGetCode(user);
    const dialog = await screen.findByRole('dialog', { name: '暂无体验权限' });
    expect(within(dialog).getByText('暂未查询到你的体验账号')).toBeInTheDocument();
    expect(server.callsTo(captchaEndpoints.trialCode)).toHaveLength(1);
    expect(screen.queryByText(/验证码已发送/)).not.toBeInTheDocument();
    // One message, in the popup: no toast repeats it.
    expect(screen.getAllByText('暂未查询到你的体验账号')).toHaveLength(1);
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /秒后重新获取/ })).not.toBeInTheDocument();
  });

  it('still sends a trial code to a trial mobile: 验证码已发送 and the countdown', async () => {
    const user = userEvent.setup({ delay: null });
    mockServer(answer(captchaEndpoints.trialCode, null));
    renderInApp(<TrialPanel active={false} onSignedIn={vi.fn()} />);
    await user.type(screen.getByLabelText('手机号'), '13900000000');
    await clickGetCode(user);
    expect(await screen.findByText(/验证码已发送/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^\d+秒后重新获取$/ })).toBeDisabled();
    expect(screen.queryByRole('dialog', { name: '暂无体验权限' })).not.toBeInTheDocument();
  });
});
