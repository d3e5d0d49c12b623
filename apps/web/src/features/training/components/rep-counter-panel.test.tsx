import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../../test/render';
import { RepCounterPanel } from './rep-counter-panel';

const FRAMES = [
  [0.9, 0.1],
  [0.1, 0.9],
  [0.95, 0.05],
];

function Harness() {
  const [frame, setFrame] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setFrame((current) => current + 1)}>
        next
      </button>
      <RepCounterPanel labels={['举手', '放下手']} probabilities={FRAMES[frame] ?? null} />
    </>
  );
}

describe('RepCounterPanel', { timeout: 20_000 }, () => {
  it('counts start → end → start as one, and starts again on reset', async () => {
    renderInApp(<Harness />);
    expect(screen.getByTestId('training-rep-count')).toHaveTextContent('0 次');
    await userEvent.click(screen.getByRole('button', { name: 'next' }));
    await userEvent.click(screen.getByRole('button', { name: 'next' }));
    expect(screen.getByTestId('training-rep-count')).toHaveTextContent('1 次');
    await userEvent.click(screen.getByRole('button', { name: '重新计数' }));
    expect(screen.getByTestId('training-rep-count')).toHaveTextContent('0 次');
  });
});
