import type { TCourseClass } from '@haoduo/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { initialAppState } from '../../../shared/stores/app-state';
import { useAppStore } from '../../../shared/stores/app-store';
import { useMaterialNotice } from '../../../shared/ui/material-notice';
import { renderInApp } from '../../../test/render';
import { signInPupil } from '../../../test/session';
import { MobileHeader } from './mobile-header';
import { SiteHeader } from './site-header';

const aiClass = { id: 1, courseClassName: '三年级AI创作班', availableAi: true } as TCourseClass;

describe('site header', () => {
  afterEach(() => {
    delete window.__HAODUO_CONFIG__;
    useAppStore.setState(initialAppState());
    useMaterialNotice.setState({ open: false });
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

  it('AI创作 opens the AI studio (/ai) for a pupil of an AI class', async () => {
    signInPupil({ currentCourseClass: aiClass });
    const { router } = renderInApp(<SiteHeader />);
    await userEvent.click(screen.getByRole('button', { name: 'AI创作' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ai'));
  });

  it('AI创作 asks a visitor to sign in, and tells a pupil without an AI class why not', async () => {
    const { router } = renderInApp(<SiteHeader />);
    await userEvent.click(screen.getByRole('button', { name: 'AI创作' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));

    signInPupil({ currentCourseClass: { ...aiClass, availableAi: false } });
    await userEvent.click(screen.getByRole('button', { name: 'AI创作' }));
    expect(useMaterialNotice.getState().open).toBe(true);
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('phone header', () => {
  afterEach(() => useAppStore.setState(initialAppState()));

  it('has search, 体验AI and 登录 as compact buttons with their names', async () => {
    const { router } = renderInApp(<MobileHeader />);
    expect(screen.getByRole('link', { name: '登录' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('button', { name: '菜单' })).toBeInTheDocument();
    // A visitor's 体验AI is a link (it works before hydration) to the trial sign-in.
    const trial = screen.getByRole('link', { name: '体验AI' });
    expect(trial).toHaveAttribute('href', '/login?type=3');
    await userEvent.click(trial);
    await waitFor(() => expect(router.state.location.search).toBe('?type=3'));
  });

  it('opens the search field on a tap and searches the works square on enter', async () => {
    const { router } = renderInApp(<MobileHeader />);
    expect(screen.queryByPlaceholderText('搜索作品、学校、作者')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    const field = screen.getByPlaceholderText('搜索作品、学校、作者');
    expect(field).toHaveFocus();
    await userEvent.type(field, '小猫{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/worksSquare'));
    expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('小猫');
    expect(screen.queryByPlaceholderText('搜索作品、学校、作者')).not.toBeInTheDocument();
  });

  it('shows the user menu instead of 登录 when signed in', () => {
    signInPupil({ currentCourseClass: aiClass });
    renderInApp(<MobileHeader />);
    expect(screen.queryByRole('link', { name: '登录' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '体验AI' })).toBeInTheDocument();
  });
});
