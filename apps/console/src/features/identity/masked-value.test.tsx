import {
  encodePassword,
  identityPasswordEndpoints as ep,
  IdentityMessages,
} from '@haoduo/contract';
import { answer, MockFailure, mockServer } from '@haoduo/contract/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render-page';
import { MaskedValue } from './masked-value';

describe('the identity password modal of a masked value', { timeout: 120_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the identity password when the server wants it, then shows the value', async () => {
    let checked = false;
    const server = mockServer(
      answer(ep.revealField, () =>
        checked ? { value: '13912345678' } : new MockFailure(403, IdentityMessages.REQUIRED),
      ),
      answer(ep.identityStatus, { exist: true, verifiedUntil: null }),
      answer(ep.checkIdentityPassword, (call) => {
        if (call.input.password !== encodePassword('Ident1234')) {
          return new MockFailure(400, IdentityMessages.WRONG, [
            { field: 'password', message: IdentityMessages.WRONG },
          ]);
        }
        checked = true;
        return { exist: true, verifiedUntil: '2026-01-01T00:15:00.000Z' };
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderPage(<MaskedValue value="139****5678" userId={7} />);
    expect(screen.getByText('139****5678')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '查看完整手机号' }));

    const dialog = await screen.findByRole('dialog', {}, { timeout: 20_000 });
    expect(within(dialog).getByText('验证身份密码')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('身份密码'), 'Wrong1234');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText(IdentityMessages.WRONG)).toBeInTheDocument();
    expect(screen.queryByText('13912345678')).not.toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('身份密码'));
    await user.type(within(dialog).getByLabelText('身份密码'), 'Ident1234');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('13912345678', {}, { timeout: 20_000 })).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo(ep.revealField)).toHaveLength(2));
    expect(server.callsTo(ep.revealField)[1]?.input).toEqual({ userId: 7, field: 'mobile' });
  });

  it('sets a first identity password when there is none, then retries', async () => {
    let checked = false;
    const server = mockServer(
      answer(ep.revealField, () =>
        checked ? { value: '13912345678' } : new MockFailure(403, IdentityMessages.REQUIRED),
      ),
      answer(ep.identityStatus, { exist: false, verifiedUntil: null }),
      answer(ep.setIdentityPassword, null),
      answer(ep.checkIdentityPassword, () => {
        checked = true;
        return { exist: true, verifiedUntil: '2026-01-01T00:15:00.000Z' };
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderPage(<MaskedValue value="139****5678" userId={7} />);
    await user.click(screen.getByRole('button', { name: '查看完整手机号' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 20_000 });
    expect(within(dialog).getByText('设置身份密码')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('新身份密码'), 'Ident1234');
    await user.type(within(dialog).getByLabelText('确认身份密码'), 'Ident1234');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('13912345678', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(server.callsTo(ep.setIdentityPassword)[0]?.input).toEqual({
      password: encodePassword('Ident1234'),
      repeatPassword: encodePassword('Ident1234'),
    });
  });
});
