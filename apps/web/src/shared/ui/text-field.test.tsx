import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render';
import { TextField } from './text-field';
import { TextInput } from './text-input';

function Field({ error, type }: { error?: string; type?: string }) {
  const [value, setValue] = useState('');
  return <TextField label="密码" type={type} value={value} onChange={setValue} error={error} />;
}

const user = userEvent.setup({ delay: null });

describe('TextField', () => {
  it('is labelled, takes typing, and marks itself invalid with its message', async () => {
    renderInApp(<Field error="请输入密码" />);
    const input = screen.getByLabelText('密码');
    await user.type(input, 'abc');
    expect(input).toHaveValue('abc');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('请输入密码');
    expect(screen.getByRole('alert')).toHaveTextContent('请输入密码');
  });

  it('is valid without a message', () => {
    renderInApp(<Field />);
    expect(screen.getByLabelText('密码')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('shows and hides a password with its eye button', async () => {
    renderInApp(<Field type="password" />);
    const input = screen.getByLabelText('密码');
    await user.type(input, 'Stud1234');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: '显示密码' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: '隐藏密码' }));
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveValue('Stud1234');
  });
});

describe('TextInput', () => {
  it('is named by its aria-label and takes typing', async () => {
    function Bare() {
      const [value, setValue] = useState('');
      return <TextInput aria-label="配色" value={value} onChange={setValue} maxLength={5} />;
    }
    renderInApp(<Bare />);
    const input = screen.getByRole('textbox', { name: '配色' });
    await user.type(input, '红黄蓝绿紫橙');
    expect(input).toHaveValue('红黄蓝绿紫');
  });

  it('is marked invalid when told (antd status="error")', () => {
    renderInApp(<TextInput aria-label="第1类的名字" value="" onChange={() => {}} invalid />);
    expect(screen.getByRole('textbox', { name: '第1类的名字' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});
