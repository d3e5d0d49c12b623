import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render';

describe('not-found page', () => {
  it('says 访问的页面不存在 for an unknown path and its button goes back to /home, then /', async () => {
    const { router } = renderRoute('/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: '访问的页面不存在' }),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '返回首页' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
