import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../../test/render';
import type { TReaderPage } from '../model/reader-pages';
import { BookReader } from './book-reader';

const pages: TReaderPage[] = [
  { kind: 'cover', picUrl: null, text: '月亮', backgroundColor: null },
  { kind: 'page', picUrl: null, text: '第一页的故事', backgroundColor: null },
  { kind: 'page', picUrl: null, text: '<b>第二页</b>', backgroundColor: '#FFEEDD' },
];

function renderReader() {
  renderInApp(<BookReader pages={pages} title="月亮上的小猫" author="张**" coverCenter />);
  return screen.getByTestId('page-counter');
}

describe('book reader', () => {
  it('starts at the cover and counts pages', async () => {
    const counter = renderReader();
    expect(counter).toHaveTextContent('1 / 3');
    expect(await screen.findByRole('heading', { name: '月亮上的小猫' })).toBeInTheDocument();
    expect(screen.getByText('张**')).toBeInTheDocument();
  });

  it('turns pages with the arrow keys and stops at both ends', () => {
    const counter = renderReader();
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(counter).toHaveTextContent('1 / 3');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(counter).toHaveTextContent('2 / 3');
    expect(screen.getByText('第一页的故事')).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(counter).toHaveTextContent('3 / 3');
    // Stored text is shown as text, never as HTML.
    expect(screen.getByText('<b>第二页</b>')).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'Home' });
    expect(counter).toHaveTextContent('1 / 3');
  });

  it('turns pages with the buttons and by swiping', async () => {
    const counter = renderReader();
    const [, next] = screen.getAllByRole('button', { name: '下一页' });
    await userEvent.click(next!);
    expect(counter).toHaveTextContent('2 / 3');
    await userEvent.click(screen.getAllByRole('button', { name: '上一页' })[1]!);
    expect(counter).toHaveTextContent('1 / 3');
    const stage = screen.getByRole('region', { name: '月亮上的小猫' });
    fireEvent.pointerDown(stage, { clientX: 300 });
    fireEvent.pointerUp(stage, { clientX: 120 });
    expect(counter).toHaveTextContent('2 / 3');
    fireEvent.pointerDown(stage, { clientX: 100 });
    fireEvent.pointerUp(stage, { clientX: 300 });
    expect(counter).toHaveTextContent('1 / 3');
  });
});
