import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render';
import { Select } from './select';

const OPTIONS = [
  { value: 1, label: '三年级AI创作班' },
  { value: 4, label: '初一AI社团' },
];

function Numbers({ onPick }: { onPick: (value: number | undefined) => void }) {
  const [value, setValue] = useState<number | undefined>();
  return (
    <Select<number>
      aria-label="切换班级"
      placeholder="暂无班级"
      options={OPTIONS}
      value={value}
      onChange={(next) => {
        setValue(next);
        onPick(next);
      }}
      onClear={() => {
        setValue(undefined);
        onPick(undefined);
      }}
    />
  );
}

const user = userEvent.setup({ delay: null });

describe('Select', () => {
  it('is named, shows its placeholder, and gives back typed values', async () => {
    const onPick = vi.fn();
    renderInApp(<Numbers onPick={onPick} />);
    const select = screen.getByRole('combobox', { name: '切换班级' });
    expect(select).toHaveDisplayValue('暂无班级');
    await user.selectOptions(select, '初一AI社团');
    expect(onPick).toHaveBeenLastCalledWith(4);
    expect(select).toHaveDisplayValue('初一AI社团');
    await user.selectOptions(select, '暂无班级');
    expect(onPick).toHaveBeenLastCalledWith(undefined);
  });

  it('takes a visible label, hides a placeholder it cannot clear to, and can be disabled', () => {
    renderInApp(
      <Select<string>
        label="声音"
        placeholder="请选择"
        options={[{ value: 'warm', label: '温柔' }]}
        value="warm"
        onChange={() => {}}
        disabled
      />,
    );
    const select = screen.getByLabelText('声音');
    expect(select).toBeDisabled();
    expect(select).toHaveDisplayValue('温柔');
    expect(screen.getAllByRole('option')).toHaveLength(1);
  });

  it('shows a richer summary over the closed control, still choosing natively', async () => {
    const onChange = vi.fn();
    renderInApp(
      <Select<number>
        aria-label="切换班级"
        options={OPTIONS}
        value={1}
        onChange={onChange}
        display={<strong>开班中 三年级AI创作班</strong>}
      />,
    );
    expect(screen.getByText('开班中 三年级AI创作班')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('切换班级'), '4');
    expect(onChange).toHaveBeenCalledWith(4);
  });
});
