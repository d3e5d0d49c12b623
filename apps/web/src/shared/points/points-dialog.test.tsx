import { aiPointEndpoints, AiWorkshopMessages } from '@haoduo/contract';
import { answer, MockFailure, mockServer } from '@haoduo/contract/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UserPoints } from '../../features/user-shell';
import { signInPupil } from '../../test/session';
import { renderInApp } from '../../test/render';

describe('redeeming a points code from the header', { timeout: 30_000 }, () => {
  beforeEach(() => {
    signInPupil();
  });

  it('asks for a code, shows the server refusal, then adds the points everywhere', async () => {
    let balance = 10;
    const server = mockServer(
      answer(aiPointEndpoints.header, () => ({ accountId: 1, points: balance })),
      answer(aiPointEndpoints.redeemCode, ({ input }) => {
        if (input.code !== 'HD8K2P7Q') {
          return new MockFailure(400, AiWorkshopMessages.CODE_INVALID);
        }
        balance += 30;
        return { accountId: 1, points: balance };
      }),
    );
    renderInApp(<UserPoints />);
    const header = await screen.findByTestId('user-points');
    expect(header).toHaveTextContent('AI点数 10');
    await userEvent.click(header);

    const dialog = await screen.findByRole('dialog', { name: '我的AI点数' });
    expect(within(dialog).getByText('还剩 10 点')).toBeInTheDocument();
    await userEvent.click(await within(dialog).findByRole('button', { name: /兑换/ }));
    expect(await within(dialog).findByText(AiWorkshopMessages.CODE_REQUIRED)).toBeInTheDocument();
    expect(server.callsTo(aiPointEndpoints.redeemCode)).toHaveLength(0);

    const input = within(dialog).getByLabelText('有兑换码？输入后就能得到AI点数');
    await userEvent.type(input, 'WRONG1');
    await userEvent.click(await within(dialog).findByRole('button', { name: /兑换/ }));
    expect(await within(dialog).findByText(AiWorkshopMessages.CODE_INVALID)).toBeInTheDocument();
    expect(header).toHaveTextContent('AI点数 10');

    await userEvent.clear(input);
    await userEvent.type(input, 'HD8K2P7Q');
    await userEvent.click(await within(dialog).findByRole('button', { name: /兑换/ }));
    expect(
      await within(dialog).findByText('兑换成功！得到 30 点，现在有 40 点'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(AiWorkshopMessages.CODE_INVALID)).toBeNull();
    expect(within(dialog).getByText('还剩 40 点')).toBeInTheDocument();
    await vi.waitFor(() => expect(header).toHaveTextContent('AI点数 40'));
    expect(server.callsTo(aiPointEndpoints.redeemCode).map((c) => c.input)).toEqual([
      { code: 'WRONG1' },
      { code: 'HD8K2P7Q' },
    ]);
  });
});
