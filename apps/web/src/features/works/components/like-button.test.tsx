import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../shared/api/query-client';
import { useAppStore } from '../../../shared/stores/app-store';
import { workEndpoints, type TLikeResult } from '@haoduo/contract';
import { answer, MockFailure, mockServer } from '@haoduo/contract/testing';
import { renderInApp } from '../../../test/render';
import { LikeButton } from './like-button';

describe('like button', () => {
  beforeEach(() => useAppStore.setState({ token: 'token', accountType: 2 }));
  afterEach(() => {
    vi.unstubAllGlobals();
    queryClient.clear();
    useAppStore.setState({ token: null, accountType: null });
  });

  it('counts a like at once, and only once', async () => {
    let resolve: (value: TLikeResult) => void = () => undefined;
    const server = mockServer(
      answer(workEndpoints.appLike, () => new Promise<TLikeResult>((r) => (resolve = r))),
    );
    renderInApp(<LikeButton worksId={7} likeCount={4} />);
    const button = screen.getByRole('button', { name: /点赞/ });
    await userEvent.click(button);
    expect(screen.getByTestId('like-count')).toHaveTextContent('5');
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button);
    resolve({ worksId: 7, hasLike: true, likeCount: 5 });
    await waitFor(() => expect(server.callsTo(workEndpoints.appLike)).toHaveLength(1));
    expect(server.callsTo(workEndpoints.appLike)[0]?.input).toEqual({ worksId: 7 });
    await userEvent.click(button);
    expect(screen.getByTestId('like-count')).toHaveTextContent('5');
    expect(server.callsTo(workEndpoints.appLike)).toHaveLength(1);
  });

  it('takes the server’s count (a like given before counts once)', async () => {
    mockServer(answer(workEndpoints.appLike, { worksId: 7, hasLike: true, likeCount: 4 }));
    renderInApp(<LikeButton worksId={7} likeCount={4} />);
    await userEvent.click(screen.getByRole('button', { name: /点赞/ }));
    await waitFor(() => expect(screen.getByTestId('like-count')).toHaveTextContent('4'));
  });

  it('rolls back when the server refuses', async () => {
    mockServer(answer(workEndpoints.appLike, new MockFailure(403, '只能给已公开的作品点赞')));
    renderInApp(<LikeButton worksId={7} likeCount={4} />);
    const button = screen.getByRole('button', { name: /点赞/ });
    await userEvent.click(button);
    await waitFor(() => expect(screen.getByTestId('like-count')).toHaveTextContent('4'));
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows a liked work as liked, and asks visitors to sign in', async () => {
    useAppStore.setState({ token: null });
    const server = mockServer();
    renderInApp(<LikeButton worksId={7} likeCount={2} />);
    await userEvent.click(screen.getByRole('button', { name: /点赞/ }));
    expect(await screen.findByText('登录后才能点赞哦')).toBeInTheDocument();
    expect(server.callsTo(workEndpoints.appLike)).toHaveLength(0);
  });
});
