import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render';
import { Segmented } from './segmented';

describe('Segmented', () => {
  it('is a named radio group giving back typed values', async () => {
    const onChange = vi.fn();
    renderInApp(
      <Segmented<number | 'all'>
        aria-label="作品状态"
        value="all"
        onChange={onChange}
        options={[
          { value: 'all', label: '全部状态' },
          { value: 0, label: '草稿' },
        ]}
      />,
    );
    const group = screen.getByRole('radiogroup', { name: '作品状态' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '全部状态' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: '草稿' }));
    expect(onChange).toHaveBeenCalledWith(0);
  });
});
