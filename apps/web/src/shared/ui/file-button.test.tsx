import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render';
import { accepts, FileButton } from './file-button';

const IMAGES = 'image/png,image/jpeg,image/webp,image/gif';
const png = () => new File(['png'], 'cat.png', { type: 'image/png' });
const text = () => new File(['text'], 'story.txt', { type: 'text/plain' });

describe('FileButton', () => {
  it('opens the file picker from the button and hands on the picked file', async () => {
    const onFile = vi.fn();
    renderInApp(
      <FileButton accept={IMAGES} onFile={onFile} inputTestId="picture-file">
        上传图片
      </FileButton>,
    );
    const input = screen.getByTestId<HTMLInputElement>('picture-file');
    expect(input).toHaveAttribute('accept', IMAGES);
    const opened = vi.spyOn(input, 'click');
    await userEvent.click(screen.getByRole('button', { name: '上传图片' }));
    expect(opened).toHaveBeenCalled();

    const file = png();
    await userEvent.upload(input, file);
    expect(onFile).toHaveBeenCalledWith(file);
    // Emptied, so the same file can be picked again.
    expect(input.value).toBe('');
  });

  it('takes a dropped file of an accepted type only, and nothing while loading', () => {
    const onFile = vi.fn();
    const { rerender } = renderInApp(
      <FileButton accept={IMAGES} onFile={onFile}>
        上传图片
      </FileButton>,
    );
    const button = screen.getByRole('button', { name: '上传图片' });
    fireEvent.drop(button, { dataTransfer: { files: [text()] } });
    expect(onFile).not.toHaveBeenCalled();
    const file = png();
    fireEvent.drop(button, { dataTransfer: { files: [file] } });
    expect(onFile).toHaveBeenCalledWith(file);
    rerender(
      <FileButton accept={IMAGES} onFile={onFile} loading>
        上传图片
      </FileButton>,
    );
    fireEvent.drop(screen.getByRole('button', { name: /上传图片/ }), {
      dataTransfer: { files: [png()] },
    });
    expect(onFile).toHaveBeenCalledTimes(1);
  });

  it('matches accept lists of types, type families and extensions', () => {
    expect(accepts(png(), IMAGES)).toBe(true);
    expect(accepts(text(), IMAGES)).toBe(false);
    expect(accepts(png(), 'image/*')).toBe(true);
    expect(accepts(new File([''], 'game.SB3'), '.sb3, .zip')).toBe(true);
  });
});
