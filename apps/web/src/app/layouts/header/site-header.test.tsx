import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../../test/render';
import { SiteHeader } from './site-header';

describe('site header', () => {
  afterEach(() => {
    delete window.__HAODUO_CONFIG__;
  });

  it('shows the five tabs, the search box, and the trial, creation and login entries', () => {
    renderInApp(<SiteHeader />);
    for (const name of ['首页', 'AI工具', 'AI课程', '赛事中心', '作品广场']) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.getByPlaceholderText('搜索作品、学校、作者')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '体验AI' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'AI创作' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '登录' })).toHaveAttribute('href', '/login');
  });

  it('hides the works square in the AI edition', () => {
    window.__HAODUO_CONFIG__ = { aiEdition: true };
    renderInApp(<SiteHeader />);
    expect(screen.queryByRole('link', { name: '作品广场' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '赛事中心' })).toBeInTheDocument();
  });

  it('sends a visitor from 体验AI to /login?type=3', async () => {
    const { router } = renderInApp(<SiteHeader />);
    await userEvent.click(screen.getByRole('button', { name: '体验AI' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?type=3');
  });

  it('searches the works square on enter', async () => {
    const { router } = renderInApp(<SiteHeader />);
    await userEvent.type(screen.getByPlaceholderText('搜索作品、学校、作者'), '春天{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/worksSquare'));
    expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('春天');
  });
});
