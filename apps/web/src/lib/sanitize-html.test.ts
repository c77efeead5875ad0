import { describe, expect, it } from 'vitest';
import { isRichText, sanitizeRichText } from './sanitize-html';

function parse(html: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = html;
  return box;
}

describe('sanitizeRichText', () => {
  it('removes scripts and event-handler attributes', () => {
    const clean = sanitizeRichText(
      '<p>正文</p><script>alert(1)</script><img src="/images/news/a.svg" onerror="alert(2)" alt="配图">',
    );
    const box = parse(clean);
    expect(box.querySelector('script')).toBeNull();
    expect(clean).not.toContain('alert');
    const img = box.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/images/news/a.svg');
    expect(img?.hasAttribute('onerror')).toBe(false);
    expect(box.querySelector('p')?.textContent).toBe('正文');
  });

  it('keeps reading formatting', () => {
    const clean = sanitizeRichText(
      '<h2>小标题</h2><p><strong>加粗</strong>与<em>强调</em></p><ul><li>要点</li></ul>' +
        '<blockquote>引用</blockquote><table><tbody><tr><td>单元格</td></tr></tbody></table>' +
        '<p><a href="https://www.miit.gov.cn/">链接</a></p>',
    );
    const box = parse(clean);
    expect(box.querySelector('h2')?.textContent).toBe('小标题');
    expect(box.querySelector('strong')?.textContent).toBe('加粗');
    expect(box.querySelector('em')?.textContent).toBe('强调');
    expect(box.querySelector('ul > li')?.textContent).toBe('要点');
    expect(box.querySelector('blockquote')?.textContent).toBe('引用');
    expect(box.querySelector('td')?.textContent).toBe('单元格');
    expect(box.querySelector('a')?.getAttribute('href')).toBe('https://www.miit.gov.cn/');
  });

  it('drops javascript: links, inline styles and embedded frames', () => {
    const clean = sanitizeRichText(
      '<a href="javascript:alert(1)">点我</a><p style="position:fixed;width:2000px">段落</p>' +
        '<iframe src="https://example.com"></iframe>',
    );
    const box = parse(clean);
    expect(box.querySelector('a')?.hasAttribute('href')).toBe(false);
    expect(box.querySelector('p')?.hasAttribute('style')).toBe(false);
    expect(box.querySelector('iframe')).toBeNull();
  });

  it('makes new-tab links safe and pictures lazy', () => {
    const box = parse(
      sanitizeRichText(
        '<a href="https://www.caict.ac.cn/" target="_blank">信通院</a><img src="/a.svg" alt="">',
      ),
    );
    expect(box.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(box.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    const named = parse(sanitizeRichText('<a href="/news" target="other">资讯</a>'));
    expect(named.querySelector('a')?.hasAttribute('target')).toBe(false);
  });
});

describe('isRichText', () => {
  it('tells editor HTML from plain text', () => {
    expect(isRichText('<p>升级维护</p>')).toBe(true);
    expect(isRichText('第一段<br>第二段')).toBe(true);
    expect(isRichText('时延 < 10ms，抖动 > 1ms')).toBe(false);
    expect(isRichText('普通文本\n第二行')).toBe(false);
  });
});
