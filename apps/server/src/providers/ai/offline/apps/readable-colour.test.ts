import { describe, expect, it } from 'vitest';
import { contrastRatio, inkOn, readableOn } from './readable-colour';

const PAGE = '#f5f9ff';

describe('readable colours of a smart app', () => {
  it.each(['#4AB1FF', '#43a047', '#ab47bc', '#ff7043', '#ec407a', '#ffeb3b', '#fff', '#000'])(
    'text on a %s fill, and %s as text, read at 4.5:1',
    (main) => {
      expect(contrastRatio(inkOn(main), main)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(readableOn(main, PAGE), PAGE)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('keeps a colour that already reads', () => {
    expect(readableOn('#1a237e', PAGE)).toBe('#1a237e');
  });
});

describe('a smart app page in a pale colour', () => {
  it('puts dark text on its buttons and a darker title', async () => {
    const { appPage } = await import('./app-shell');
    const html = appPage({ title: '猜数字', colour: '#ffeb3b', config: {}, body: '', script: '' });
    expect(html).toContain('--on-main: #000000');
    expect(html).toMatch(/h1 \{[^}]*color: var\(--main-text\)/);
    expect(html).toMatch(/button \{[^}]*color: var\(--on-main\)/);
  });
});
