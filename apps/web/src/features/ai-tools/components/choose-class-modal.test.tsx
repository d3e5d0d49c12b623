import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render';
import { ChooseClassModal } from './choose-class-modal';

const classes = [
  {
    id: 1,
    courseClassName: '三年级AI创作班',
    courseClassStatus: 60,
    aiToolTypes: [1],
    aiToolSubTypes: [12],
  },
  {
    id: 3,
    courseClassName: '往期体验班',
    courseClassStatus: 99,
    aiToolTypes: [1],
    aiToolSubTypes: [12],
  },
];

describe('choose class dialog', { timeout: 30_000 }, () => {
  it('lists the class names as radios; confirming needs a choice and hands it on', () => {
    const onChoose = vi.fn();
    renderInApp(<ChooseClassModal open classes={classes} onChoose={onChoose} onCancel={vi.fn()} />);

    const dialog = screen.getByRole('dialog', { name: '选择课班' });
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(2);
    expect(dialog).toHaveTextContent('三年级AI创作班');
    expect(dialog).toHaveTextContent('往期体验班');
    expect(dialog).toHaveTextContent('已关闭');
    const confirm = screen.getByRole('button', { name: '确定' });
    expect(confirm).toBeDisabled();

    fireEvent.click(screen.getByLabelText(/往期体验班/));
    expect(confirm).toBeEnabled();
    fireEvent.click(confirm);
    expect(onChoose).toHaveBeenCalledWith(classes[1]);
  });

  it('cancels without choosing', () => {
    const onCancel = vi.fn();
    renderInApp(<ChooseClassModal open classes={classes} onChoose={vi.fn()} onCancel={onCancel} />);
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
