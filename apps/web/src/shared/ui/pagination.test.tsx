import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render';
import { pageItems, Pagination } from './pagination';

describe('Pagination', () => {
  it('offers the ends and the pages around the current one', () => {
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12]);
  });

  it('marks the current page and moves by page, previous and next', async () => {
    const onChange = vi.fn();
    renderInApp(<Pagination current={2} pageSize={12} total={40} onChange={onChange} />);
    expect(screen.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: '第 4 页' }));
    expect(onChange).toHaveBeenLastCalledWith(4);
    await userEvent.click(screen.getByRole('button', { name: '上一页' }));
    expect(onChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
  });

  it('hides itself when one page holds everything', () => {
    renderInApp(
      <Pagination current={1} pageSize={12} total={5} onChange={vi.fn()} hideOnSinglePage />,
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
