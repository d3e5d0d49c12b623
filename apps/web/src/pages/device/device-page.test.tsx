import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render';
import DevicePage from './device-page';

describe('device page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the device values and copies them as JSON, confirming with 复制成功', async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    renderInApp(<DevicePage />, '/device');
    expect(screen.getByRole('heading', { name: '设备信息' })).toBeInTheDocument();
    expect(screen.getByTestId('device-userAgent')).toHaveTextContent(navigator.userAgent);
    expect(screen.getByTestId('device-innerSize')).toHaveTextContent(
      `${window.innerWidth} x ${window.innerHeight}`,
    );
    expect(screen.getByRole('button', { name: '退出全屏' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: '复制为JSON' }));
    expect(await screen.findByText('复制成功')).toBeInTheDocument();
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    const copied = JSON.parse(writeText.mock.calls[0]![0]) as Record<string, unknown>;
    expect(copied).toMatchObject({ userAgent: navigator.userAgent, systemType: 'Unknown' });
  });
});
