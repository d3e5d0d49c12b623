import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../../test/render';
import { StudioToolbar } from './studio-toolbar';

describe('the studio tool bar', () => {
  it('shows each tool as a picture with its name under it, the current one marked', () => {
    renderInApp(<StudioToolbar />, '/ai/music');
    const bar = screen.getByRole('navigation', { name: 'AI工坊' });
    const links = within(bar).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'AI绘画',
      'AI涂色',
      'AI音乐',
      'AI视频',
      'AI编程',
      '智能体',
      '语言助手',
      '3D模型',
      '图像训练',
      '音乐训练',
      '姿态训练',
    ]);
    // A picture in each, decorative beside the visible name that names the link.
    for (const link of links) {
      expect(link.querySelector('img')).toHaveAttribute('alt', '');
    }
    const music = within(bar).getByRole('link', { name: 'AI音乐' });
    expect(music).toHaveAttribute('href', '/ai/music');
    expect(music).toHaveAttribute('aria-current', 'page');
    expect(within(bar).getByRole('link', { name: 'AI绘画' })).not.toHaveAttribute('aria-current');
    expect(within(bar).getByRole('link', { name: '音乐训练' })).not.toHaveAttribute('aria-current');
    expect(within(bar).getByRole('group', { name: 'AI训练' })).toBeInTheDocument();
  });
});
