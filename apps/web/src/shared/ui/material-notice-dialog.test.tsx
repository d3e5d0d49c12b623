import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render';
import { showMaterialNotice, useMaterialNotice } from './material-notice';
import { MaterialNoticeHost } from './material-notice-host';

describe('teaching-material-not-issued notice', { timeout: 30_000 }, () => {
  afterEach(() => useMaterialNotice.setState({ open: false, used: false }));

  it('loads on first show, is 360 px wide, and closes with 我知道了', async () => {
    renderInApp(<MaterialNoticeHost />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => showMaterialNotice());
    const dialog = await screen.findByRole('dialog', { name: '教材未下发' }, { timeout: 10_000 });
    expect(dialog).toHaveTextContent('暂时不能使用AI功能');
    expect((document.querySelector('.ant-modal') as HTMLElement).style.width).toBe('360px');

    await userEvent.click(screen.getByRole('button', { name: '我知道了' }));
    await waitFor(() => expect(useMaterialNotice.getState().open).toBe(false));
  });
});
