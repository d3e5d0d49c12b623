import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render';
import { Tooltip } from './tooltip';

describe('Tooltip', () => {
  it('shows its text a moment after the pointer comes, and hides it when it goes', async () => {
    renderInApp(
      <Tooltip title="往后移">
        <button type="button" aria-label="往后移 第 1 页" />
      </Tooltip>,
    );
    const button = screen.getByRole('button', { name: '往后移 第 1 页' });
    fireEvent.mouseEnter(button);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('往后移');
    // The name already says it: no description repeating it.
    expect(button).not.toHaveAttribute('aria-describedby');
    fireEvent.mouseLeave(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('describes a disabled control with what its name does not say; Escape hides it', async () => {
    renderInApp(
      <Tooltip title="绘本最多只能有20页" block>
        <button type="button" disabled>
          添加一页
        </button>
      </Tooltip>,
    );
    const button = screen.getByRole('button', { name: '添加一页' });
    fireEvent.mouseEnter(button.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('绘本最多只能有20页');
    expect(button).toHaveAccessibleDescription('绘本最多只能有20页');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows nothing for an empty text', async () => {
    renderInApp(
      <Tooltip title="">
        <button type="button">添加一页</button>
      </Tooltip>,
    );
    fireEvent.mouseEnter(screen.getByRole('button', { name: '添加一页' }));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
