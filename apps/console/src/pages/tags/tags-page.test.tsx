import { tagEndpoints, WorksMessages } from '@haoduo/contract';
import { answer, mockServer } from '@haoduo/contract/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers';
import { createQueryClient } from '../../shared/api';
import { useSessionStore } from '../../shared/stores/session-store';
import { DEMO_SESSION } from '../../test/render-app';
import { TagsPage } from './tags-page';

const TAGS = [
  { id: 1, name: '动物', sortOrder: 1 },
  { id: 2, name: '童话', sortOrder: 2 },
];

function renderPage() {
  useSessionStore.getState().signIn(DEMO_SESSION);
  render(
    <AppProviders queryClient={createQueryClient()}>
      <TagsPage />
    </AppProviders>,
  );
}

describe('tags page', { timeout: 90_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('deletes a tag only after the confirmation', async () => {
    const server = mockServer(
      answer(tagEndpoints.mngList, TAGS),
      answer(tagEndpoints.delete, null),
    );
    renderPage();
    const user = userEvent.setup({ delay: null });
    const row = (await screen.findByText('童话')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: /删\s*除/ }));

    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getAllByText('删除标签“童话”？').length).toBeGreaterThan(0);
    expect(server.callsTo(tagEndpoints.delete)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: /删\s*除/ }));

    await waitFor(() => expect(server.callsTo(tagEndpoints.delete)[0]?.input).toEqual({ id: 2 }));
  });

  it('asks for a name before adding a tag', async () => {
    const server = mockServer(
      answer(tagEndpoints.mngList, TAGS),
      answer(tagEndpoints.add, { id: 3, name: '科幻', sortOrder: 3 }),
    );
    renderPage();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: /新增标签/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText(WorksMessages.TAG_NAME_REQUIRED)).toBeInTheDocument();
    expect(server.callsTo(tagEndpoints.add)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('标签名称'), '科幻');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(server.callsTo(tagEndpoints.add)[0]?.input).toEqual({ name: '科幻' }),
    );
  });
});
