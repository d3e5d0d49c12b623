import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppModal, ModalWidth } from './app-modal';

function dialog(): HTMLElement {
  return screen.getByRole('dialog');
}

function container(): HTMLElement {
  return document.querySelector('.ant-modal') as HTMLElement;
}

describe('AppModal, the one dialog', { timeout: 30_000 }, () => {
  it('is centred and 520 px wide by default, its body between 160 px and the screen minus 300', () => {
    render(
      <AppModal open title="标题">
        内容
      </AppModal>,
    );
    expect(dialog()).toBeInTheDocument();
    expect(document.querySelector('.ant-modal-centered')).not.toBeNull();
    expect(container().style.width).toBe('520px');
    const body = document.querySelector('.ant-modal-body') as HTMLElement;
    expect(body.style.minHeight).toBe('160px');
    expect(body.style.maxHeight).toBe('calc(100vh - 300px)');
    expect(body.style.overflowY).toBe('auto');
  });

  it('takes the widths of the spec: 560 for the wider modals, 360 and 400 for the notices', () => {
    expect(ModalWidth).toEqual({ DEFAULT: 520, WIDE: 560, NOTICE: 360, BROWSER: 400 });
    render(
      <AppModal open title="标题" width={ModalWidth.WIDE}>
        内容
      </AppModal>,
    );
    expect(container().style.width).toBe('560px');
  });
});
