import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render';
import { SearchInput } from './search-input';

const user = userEvent.setup({ delay: null });

describe('SearchInput', () => {
  it('searches on Enter and on its button, and searches for nothing when cleared', async () => {
    const onSearch = vi.fn();
    renderInApp(<SearchInput placeholder="搜索作品名称或学生姓名" onSearch={onSearch} />);
    const field = screen.getByRole('searchbox', { name: '搜索作品名称或学生姓名' });
    expect(screen.queryByRole('button', { name: '清除' })).not.toBeInTheDocument();

    await user.type(field, '恐龙{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('恐龙');
    await user.type(field, '王国');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    expect(onSearch).toHaveBeenLastCalledWith('恐龙王国');

    await user.click(screen.getByRole('button', { name: '清除' }));
    expect(field).toHaveValue('');
    expect(onSearch).toHaveBeenLastCalledWith('');
    expect(onSearch).toHaveBeenCalledTimes(3);
  });
});
