import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render';
import type { TVisionSample } from '../model/project';
import { CategoryCard } from './category-card';

const sample = (id: string): TVisionSample => ({
  id,
  categoryId: 'c',
  thumb: 'data:,',
  features: [1],
});

function setup(overrides: Partial<Parameters<typeof CategoryCard>[0]> = {}) {
  const props = {
    index: 0,
    category: { id: 'c', name: '猫' },
    samples: [sample('a'), sample('b')],
    canRemove: true,
    cameraOn: true,
    uploadLabel: '上传图片',
    onRename: vi.fn(),
    onRemove: vi.fn(),
    onRemoveSample: vi.fn(),
    onRecordFrame: vi.fn(async () => undefined),
    onFiles: vi.fn(),
    ...overrides,
  };
  renderInApp(<CategoryCard {...props} />);
  return props;
}

describe('CategoryCard', { timeout: 20_000 }, () => {
  it('shows the name and sample count, renames, deletes a sample', async () => {
    const props = setup();
    expect(screen.getByRole('textbox', { name: '第1类的名字' })).toHaveValue('猫');
    expect(screen.getByText('2 个样本')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: '第1类的名字' }), {
      target: { value: '狗' },
    });
    expect(props.onRename).toHaveBeenCalledWith('狗');
    await userEvent.click(screen.getAllByRole('button', { name: '删除这个样本' })[1]!);
    expect(props.onRemoveSample).toHaveBeenCalledWith('b');
  });

  it('records while the button is held (keyboard too) and not when the camera is off', async () => {
    const props = setup();
    const hold = screen.getByRole('button', { name: '按住录制' });
    fireEvent.keyDown(hold, { key: ' ' });
    expect(await screen.findByRole('button', { name: '正在录制…' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    fireEvent.keyUp(hold, { key: ' ' });
    expect(props.onRecordFrame).toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: '按住录制' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('cannot record without the camera, but can upload files', async () => {
    const props = setup({ cameraOn: false, samples: [] });
    expect(screen.getByRole('button', { name: '按住录制' })).toBeDisabled();
    expect(screen.getByText('还没有样本')).toBeInTheDocument();
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    await userEvent.upload(screen.getByTestId('training-upload-0'), file);
    expect(props.onFiles).toHaveBeenCalledWith([file]);
  });

  it('asks before deleting the category; an empty name is marked', async () => {
    const props = setup({ category: { id: 'c', name: '' } });
    expect(screen.getByRole('textbox', { name: '第1类的名字' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await userEvent.click(await screen.findByRole('button', { name: '删除这一类' }));
    expect(await screen.findByText('删除「第1类」和它的所有样本吗？')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '删除' }));
    expect(props.onRemove).toHaveBeenCalled();
  });

  it('has no delete when only two categories are left', () => {
    setup({ canRemove: false });
    expect(screen.queryByRole('button', { name: '删除这一类' })).not.toBeInTheDocument();
  });
});
