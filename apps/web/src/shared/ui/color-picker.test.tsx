import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render';
import { ColorPicker } from './color-picker';

function Background({ onPick }: { onPick: (color: string | null) => void }) {
  const [color, setColor] = useState<string | null>(null);
  return (
    <label>
      <span>背景颜色</span>
      <ColorPicker
        size="large"
        value={color ?? '#FFFAF0'}
        onChange={(next) => {
          setColor(next);
          onPick(next);
        }}
        onClear={
          color
            ? () => {
                setColor(null);
                onPick(null);
              }
            : undefined
        }
      />
    </label>
  );
}

describe('ColorPicker', () => {
  it('is named by its label and shows its colour', () => {
    renderInApp(<Background onPick={vi.fn()} />);
    const input = screen.getByLabelText('背景颜色');
    expect(input).toHaveAttribute('type', 'color');
    expect(input).toHaveValue('#fffaf0');
    expect(screen.queryByRole('button', { name: '清除颜色' })).not.toBeInTheDocument();
  });

  it('shows the colour while it is picked and hands it on when the picker closes', async () => {
    const onPick = vi.fn();
    renderInApp(<Background onPick={onPick} />);
    const input = screen.getByLabelText('背景颜色');
    fireEvent.input(input, { target: { value: '#3399ff' } });
    expect(input).toHaveValue('#3399ff');
    expect(onPick).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '#3399ff' } });
    expect(onPick).toHaveBeenLastCalledWith('#3399FF');

    await userEvent.click(screen.getByRole('button', { name: '清除颜色' }));
    expect(onPick).toHaveBeenLastCalledWith(null);
    expect(input).toHaveValue('#fffaf0');
  });
});
