import { describe, expect, it } from 'vitest';
import { safeRichText } from './rich-text';

describe('safeRichText', () => {
  it("keeps the editor's tags", () => {
    const html =
      '<h2>课程亮点</h2><p>用<strong>AI</strong>画出<em>家乡</em></p><ul><li>一</li></ul>';
    expect(safeRichText(html)).toBe(html);
  });

  it('drops scripts, handlers, styles and unknown tags, keeping their text', () => {
    const out = safeRichText(
      '<p onclick="x()" style="color:red">好<img src=x onerror="alert(1)"><script>alert(1)</script><span>玩</span></p>',
    );
    expect(out).toBe('<p>好玩</p>');
  });

  it('keeps pictures of our storage or http(s), with their alt text only', () => {
    expect(safeRichText('<img src="/api/media/a.png" alt="例图" width="9">')).toBe(
      '<img src="/api/media/a.png" alt="例图" loading="lazy">',
    );
    expect(
      safeRichText('<p><img src="javascript:alert(1)"><img src="//evil.example/x.png">好</p>'),
    ).toBe('<p>好</p>');
  });

  it('keeps only http(s) links, opened in a new tab', () => {
    expect(safeRichText('<a href="javascript:alert(1)">点我</a>')).toBe('<a>点我</a>');
    expect(safeRichText('<a href="https://example.com">看看</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">看看</a>',
    );
  });
});
