import { AiWorkshopMessages as M, type TAiAgentConfig } from '@haoduo/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render';
import { AgentBuilderForm } from './agent-builder-form';

const ICON = '/api/ai-files/2026/11/0123456789abcdef0123456789abcdef.png';

describe('agent builder form', { timeout: 120_000 }, () => {
  it('asks for a name: 请输入智能体名称', async () => {
    const onSubmit = vi.fn();
    renderInApp(<AgentBuilderForm icons={[]} onSubmit={onSubmit} />);
    await userEvent.click(await screen.findByRole('button', { name: '保存智能体' }));
    expect(
      await screen.findByText(M.AGENT_TITLE_REQUIRED, undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a name longer than 30 characters, under the field as it is typed', async () => {
    renderInApp(<AgentBuilderForm icons={[]} onSubmit={vi.fn()} />);
    const name = await screen.findByLabelText('名字');
    expect(name).toHaveAttribute('aria-required', 'true');
    expect(name).not.toHaveAttribute('aria-invalid');
    fireEvent.change(name, { target: { value: '恐'.repeat(31) } });
    expect(
      await screen.findByText(M.AGENT_TITLE_TOO_LONG, undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(M.AGENT_TITLE_TOO_LONG);
    fireEvent.change(name, { target: { value: '恐'.repeat(30) } });
    expect(screen.queryByText(M.AGENT_TITLE_TOO_LONG)).not.toBeInTheDocument();
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  it('needs a name on every quick command, and allows at most 8', async () => {
    const onSubmit = vi.fn();
    renderInApp(<AgentBuilderForm icons={[]} onSubmit={onSubmit} />);
    fireEvent.change(await screen.findByLabelText('名字'), { target: { value: '恐龙博士' } });
    const add = () => screen.getByRole('button', { name: '添加快捷指令' });
    for (let i = 0; i < 8; i += 1) {
      await userEvent.click(add());
      await waitFor(() => expect(screen.getAllByPlaceholderText('按钮上的字')).toHaveLength(i + 1));
    }
    expect(add()).toBeDisabled();
    await userEvent.click(screen.getAllByRole('button', { name: '删除' })[0]!);
    await waitFor(() => expect(add()).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: '保存智能体' }));
    expect(
      await screen.findAllByText(M.QUICK_COMMAND_NAME_REQUIRED, undefined, { timeout: 5000 }),
    ).not.toHaveLength(0);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('hands over the whole agent: persona, commands, voice and icon', async () => {
    const onSubmit = vi.fn();
    renderInApp(<AgentBuilderForm icons={[ICON]} onSubmit={onSubmit} />);
    fireEvent.change(await screen.findByLabelText('名字'), { target: { value: '恐龙博士' } });
    fireEvent.change(screen.getByLabelText('开场白'), { target: { value: '你好！' } });
    fireEvent.change(screen.getByLabelText('它是谁、怎么说话'), {
      target: { value: '你是恐龙专家' },
    });
    await userEvent.click(screen.getByRole('button', { name: '添加快捷指令' }));
    fireEvent.change(screen.getByLabelText('按钮上的字'), { target: { value: '最大的恐龙' } });
    fireEvent.change(screen.getByLabelText('点按钮时发送的话'), {
      target: { value: '哪种恐龙最大？' },
    });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '声音' }), '故事大王');
    await userEvent.click(screen.getByRole('radio', { name: '我画的画 1' }));
    expect(screen.getByRole('radiogroup', { name: '头像' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '保存智能体' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      title: '恐龙博士',
      prologue: '你好！',
      prompt: '你是恐龙专家',
      quickCommands: [{ name: '最大的恐龙', content: '哪种恐龙最大？' }],
      voiceStyle: 'storyteller',
      iconImageUrl: ICON,
    });
  });

  it('offers ready-made avatars as pictures, named, the chosen one checked', async () => {
    const onSubmit = vi.fn();
    renderInApp(<AgentBuilderForm icons={[ICON]} onSubmit={onSubmit} />);
    fireEvent.change(await screen.findByLabelText('名字'), { target: { value: '小猫老师' } });
    const group = screen.getByRole('radiogroup', { name: '头像' });
    // Eight avatars, the pupil's drawing and "none", each a picture with a name.
    expect(within(group).getAllByRole('radio')).toHaveLength(10);
    const cat = within(group).getByRole('radio', { name: '小猫' });
    expect(cat.querySelector('img')).toHaveAttribute('src', '/studio/avatars/cat.webp');
    await userEvent.click(cat);
    expect(cat).toBeChecked();
    expect(within(group).getByRole('radio', { name: '不用头像' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: '保存智能体' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ iconImageUrl: '/studio/avatars/cat.webp' });
  });

  it('keeps an agent’s own picture as the current choice', async () => {
    const initial = {
      id: 4,
      title: '小猫老师',
      prologue: '',
      prompt: '',
      quickCommands: [],
      voiceStyle: 'gentle',
      iconImageUrl: '/api/media/2026/11/avatar.webp',
    } as unknown as TAiAgentConfig;
    renderInApp(<AgentBuilderForm initial={initial} icons={[]} onSubmit={vi.fn()} />);
    expect(await screen.findByRole('radio', { name: '现在的头像' })).toBeChecked();
  });

  it('opens with the agent being edited', async () => {
    const onSubmit = vi.fn();
    const initial = {
      id: 3,
      title: '恐龙博士',
      prologue: '你好！',
      prompt: '你是恐龙专家',
      quickCommands: [{ name: '最大的恐龙', content: '哪种恐龙最大？' }],
      voiceStyle: 'robot',
      iconImageUrl: null,
    } as unknown as TAiAgentConfig;
    renderInApp(<AgentBuilderForm initial={initial} icons={[]} onSubmit={onSubmit} />);
    expect(await screen.findByLabelText('名字')).toHaveValue('恐龙博士');
    expect(screen.getByRole('combobox', { name: '声音' })).toHaveDisplayValue('机器人');
    expect(screen.getByRole('radio', { name: '不用头像' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: '删除' }));
    await userEvent.click(screen.getByRole('button', { name: '保存智能体' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ quickCommands: [], voiceStyle: 'robot' });
  });
});
