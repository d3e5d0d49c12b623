import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render';
import { FormItem } from './form-item';
import { TextInput } from './text-input';

function Name() {
  const [value, setValue] = useState('');
  return (
    <FormItem
      size="large"
      label="名字"
      required
      error={value.trim() ? undefined : '请输入智能体名称'}
      extra="起一个好记的名字"
    >
      {(control) => (
        <TextInput
          {...control}
          size="large"
          invalid={Boolean(control['aria-invalid'])}
          value={value}
          onChange={setValue}
        />
      )}
    </FormItem>
  );
}

const user = userEvent.setup({ delay: null });

describe('FormItem', () => {
  it('labels its control, marks it required, and describes it by its message', async () => {
    renderInApp(<Name />);
    const input = screen.getByRole('textbox', { name: '名字' });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('请输入智能体名称');
    expect(screen.getByRole('alert')).toHaveTextContent('请输入智能体名称');
    expect(screen.getByText('起一个好记的名字')).toBeInTheDocument();
    await user.type(input, '恐龙博士');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAccessibleDescription();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('names a group of controls by its label', () => {
    renderInApp(
      <FormItem label="快捷指令">
        {({ id }, labelId) => (
          <div id={id} role="group" aria-labelledby={labelId}>
            <button type="button">添加快捷指令</button>
          </div>
        )}
      </FormItem>,
    );
    expect(screen.getByRole('group', { name: '快捷指令' })).toContainElement(
      screen.getByRole('button', { name: '添加快捷指令' }),
    );
  });
});
