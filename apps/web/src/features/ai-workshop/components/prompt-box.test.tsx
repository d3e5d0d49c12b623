import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render';
import { PromptBox } from './prompt-box';

function Harness(props: { onSubmit: () => void; disabled?: boolean; allowEmpty?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <PromptBox
      value={value}
      onChange={setValue}
      examples={['三只小鸭子在池塘里游泳', '宇航员在月球上种向日葵']}
      placeholder="写下你想画的画面"
      {...props}
    />
  );
}

describe('prompt box', { timeout: 30_000 }, () => {
  it('keeps the button disabled while the prompt is empty or blank', async () => {
    const onSubmit = vi.fn();
    renderInApp(<Harness onSubmit={onSubmit} />);
    const run = await screen.findByRole('button', { name: '开始创作' });
    expect(run).toBeDisabled();
    await userEvent.type(screen.getByLabelText('说说你想要什么'), '   ');
    expect(run).toBeDisabled();
    await userEvent.type(screen.getByLabelText('说说你想要什么'), '小猫');
    expect(run).toBeEnabled();
    // The count of the 500 characters a prompt may have, read with the box.
    expect(screen.getByLabelText('说说你想要什么')).toHaveAccessibleDescription('5 / 500');
    expect(screen.getByLabelText('说说你想要什么')).toHaveAttribute('maxLength', '500');
    await userEvent.click(run);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('fills the prompt with a tapped example, and clears it', async () => {
    renderInApp(<Harness onSubmit={vi.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: '宇航员在月球上种向日葵' }));
    expect(screen.getByLabelText('说说你想要什么')).toHaveValue('宇航员在月球上种向日葵');
    expect(screen.getByRole('button', { name: '开始创作' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: '清空' }));
    expect(screen.getByLabelText('说说你想要什么')).toHaveValue('');
    expect(screen.getByRole('button', { name: '开始创作' })).toBeDisabled();
  });

  it('stays disabled when blocked from outside (the teacher paused the class)', async () => {
    renderInApp(<Harness onSubmit={vi.fn()} disabled />);
    await userEvent.click(await screen.findByRole('button', { name: '三只小鸭子在池塘里游泳' }));
    expect(screen.getByRole('button', { name: '开始创作' })).toBeDisabled();
  });

  it('may run without a prompt when something else was chosen (a colouring template)', async () => {
    renderInApp(<Harness onSubmit={vi.fn()} allowEmpty />);
    expect(await screen.findByRole('button', { name: '开始创作' })).toBeEnabled();
  });
});
