import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.js';

describe('rich-text allow-list', () => {
  it('keeps reading formatting', () => {
    const html =
      '<h2>标题</h2><p>段落<strong>加粗</strong><em>斜体</em><br /></p><ul><li>一</li></ul>' +
      '<blockquote>引用</blockquote><table><thead><tr><th colspan="2">表头</th></tr></thead>' +
      '<tbody><tr><td>1</td><td>2</td></tr></tbody></table>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops scripts, frames, forms and styles with their content', () => {
    expect(
      sanitizeRichText(
        '<p>正文</p><script>alert(1)</script><style>p{}</style><iframe src="https://x"></iframe>' +
          '<form><input value="1" /><button>提交</button></form><object data="x"></object>',
      ),
    ).toBe('<p>正文</p>提交');
  });

  it('drops event handlers, style and class attributes', () => {
    expect(
      sanitizeRichText(
        '<p onclick="a()" style="color:red" class="x" onmouseover="b()">文字</p><img src="https://a.cn/x.png" onerror="c()" />',
      ),
    ).toBe('<p>文字</p><img src="https://a.cn/x.png" />');
  });

  it('keeps only safe links and makes a new tab safe', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">a</a>')).toBe('<a>a</a>');
    expect(sanitizeRichText('<a href="JaVaScRiPt:alert(1)">a</a>')).toBe('<a>a</a>');
    expect(sanitizeRichText('<a href="java&#09;script:alert(1)">a</a>')).toBe('<a>a</a>');
    expect(sanitizeRichText('<a href="data:text/html,<script>1</script>">a</a>')).toBe('<a>a</a>');
    expect(sanitizeRichText('<a href="//evil.example/">a</a>')).toBe('<a>a</a>');
    expect(sanitizeRichText('<a href="/news?id=1">站内</a>')).toBe('<a href="/news?id=1">站内</a>');
    expect(sanitizeRichText('<a href="mailto:a@b.cn">邮件</a>')).toBe(
      '<a href="mailto:a@b.cn">邮件</a>',
    );
    expect(sanitizeRichText('<a href="https://a.cn" target="_blank" rel="opener">新窗口</a>')).toBe(
      '<a href="https://a.cn" target="_blank" rel="noopener noreferrer">新窗口</a>',
    );
    expect(sanitizeRichText('<a href="https://a.cn" target="_top">本窗口</a>')).toBe(
      '<a href="https://a.cn">本窗口</a>',
    );
  });

  it('keeps pictures from our download path, the site or https only', () => {
    const own =
      '<img src="/unionmallmanage/sm/file/download?path=picSrc%2F202611%2Fa.png" alt="图" />';
    expect(sanitizeRichText(own)).toBe(own);
    expect(sanitizeRichText('<img src="/images/news/a.svg" />')).toBe(
      '<img src="/images/news/a.svg" />',
    );
    for (const src of [
      'http://a.cn/x.png',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '//evil.example/x.png',
      '/unionmallmanage/user/account/loginout',
      '',
    ]) {
      expect(sanitizeRichText(`<p>前<img src="${src}" />后</p>`), src).toBe('<p>前后</p>');
    }
  });

  it('escapes text that only looks like markup', () => {
    expect(sanitizeRichText('1 < 2 & "引号"')).toBe('1 &lt; 2 &amp; "引号"');
  });
});
