import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render';
import { Switch } from './switch';
import { TextArea } from './text-area';

const user = userEvent.setup({ delay: null });

describe('Switch and TextArea', () => {
  it('a switch inside a label is named by it and flips', async () => {
    function Labelled() {
      const [on, setOn] = useState(false);
      return (
        <label>
          <Switch checked={on} onChange={setOn} />
          自动朗读
        </label>
      );
    }
    renderInApp(<Labelled />);
    const toggle = screen.getByRole('switch', { name: '自动朗读' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(toggle).toBeChecked();
  });

  it('a text area takes typing up to its limit', async () => {
    function Area() {
      const [value, setValue] = useState('');
      return (
        <TextArea
          aria-label="想对它说什么？"
          value={value}
          onChange={setValue}
          maxLength={4}
          autoSize={{ minRows: 1, maxRows: 4 }}
        />
      );
    }
    renderInApp(<Area />);
    const area = screen.getByRole('textbox', { name: '想对它说什么？' });
    await user.type(area, '恐龙吃什么');
    expect(area).toHaveValue('恐龙吃什');
    expect(area).toHaveAttribute('rows', '1');
  });

  it('a text area counts its text against its limit when told', async () => {
    function Counted() {
      const [value, setValue] = useState('');
      return (
        <TextArea
          aria-label="简介"
          value={value}
          onChange={setValue}
          maxLength={500}
          showCount
          className="intro"
        />
      );
    }
    renderInApp(<Counted />);
    expect(screen.getByText('0 / 500')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '简介' }), '小猫');
    expect(screen.getByText('2 / 500')).toBeInTheDocument();
    // className goes to the box around the field and its count, as antd's does.
    expect(screen.getByRole('textbox', { name: '简介' }).parentElement).toHaveClass('intro');
  });
});
