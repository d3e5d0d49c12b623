import { describe, expect, it } from 'vitest';
import { sanitizeNotes, sanitizeRichText } from './rich-text';

describe('the rich text allowlist', () => {
  it("keeps the console editor's tags", () => {
    const html =
      '<h2>标题</h2><p><strong>粗</strong><em>斜</em><u>下</u><s>删</s><br></p><ul><li>一</li></ul><ol><li>二</li></ol><blockquote>引</blockquote>';
    expect(sanitizeRichText(html)).toBe(html.replace('<br>', '<br />'));
  });

  it('drops scripts, styles, frames and every event handler', () => {
    expect(
      sanitizeRichText('<p onclick="x()" style="color:red">好<script>alert(1)</script></p>'),
    ).toBe('<p>好</p>');
    expect(
      sanitizeRichText(
        '<iframe src="https://x"></iframe><style>p{}</style><svg><script>1</script></svg>ok',
      ),
    ).toBe('ok');
    expect(sanitizeRichText('<img src="/api/media/a.png" onerror="x()">')).toBe(
      '<img src="/api/media/a.png" />',
    );
  });

  it('keeps safe links only, opening in a new tab', () => {
    expect(sanitizeRichText('<a href="https://haoduo.cn" onmouseover="x()">站点</a>')).toBe(
      '<a href="https://haoduo.cn" target="_blank" rel="noopener noreferrer">站点</a>',
    );
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).not.toContain('javascript');
    expect(sanitizeRichText('<img src="data:image/png;base64,AAAA">')).not.toContain('data:');
  });

  it('leaves plain teaching notes as written and sanitises HTML ones', () => {
    expect(sanitizeNotes('先示范 a < b 的比较\n再练习')).toBe('先示范 a < b 的比较\n再练习');
    expect(sanitizeNotes(' <p onclick="x()">提示</p>')).toBe('<p>提示</p>');
  });
});
