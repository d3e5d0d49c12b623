import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../../test/render';
import { OptionRow } from './option-row';

function Harness() {
  const [value, setValue] = useState<string>('');
  return (
    <OptionRow
      label="画风"
      value={value}
      onChange={setValue}
      auto
      choices={[
        { value: 'cartoon', label: '卡通' },
        { value: 'watercolor', label: '水彩' },
      ]}
    />
  );
}

function PictureHarness() {
  const [value, setValue] = useState<string>('');
  return (
    <OptionRow
      label="画风"
      value={value}
      onChange={setValue}
      auto
      pictureOf={(style) => `/studio/styles/${style}.webp`}
      choices={[
        { value: 'cartoon', label: '卡通' },
        { value: 'pixel', label: '像素' },
      ]}
    />
  );
}

const user = userEvent.setup({ delay: null });

describe('OptionRow', () => {
  it('is a radio group named by its label, "let the AI choose" first and chosen', () => {
    renderInApp(<Harness />);
    const group = screen.getByRole('radiogroup', { name: '画风' });
    expect(group).toBeInTheDocument();
    expect(
      screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['让AI决定', '卡通', '水彩']);
    expect(screen.getByRole('radio', { name: '让AI决定' })).toBeChecked();
  });

  it('picks a choice by click and moves it with the arrow keys', async () => {
    renderInApp(<Harness />);
    await user.click(screen.getByText('卡通'));
    expect(screen.getByRole('radio', { name: '卡通' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '让AI决定' })).not.toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '水彩' })).toBeChecked();
  });

  it('shows picture choices as thumbnails named by their label, and picks one by tapping it', async () => {
    renderInApp(<PictureHarness />);
    const group = screen.getByRole('radiogroup', { name: '画风' });
    const pixel = screen.getByRole('radio', { name: '像素' });
    const card = pixel.closest('label')!;
    expect(card.querySelector('img')).toHaveAttribute('src', '/studio/styles/pixel.webp');
    // The thumbnail is decorative: the visible name names the choice.
    expect(card.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.getByRole('radio', { name: '让AI决定' })).toBeChecked();
    await user.click(card.querySelector('img')!);
    expect(pixel).toBeChecked();
    expect(group.querySelectorAll('img')).toHaveLength(3);
  });
});
