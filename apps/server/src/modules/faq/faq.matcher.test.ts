import { describe, expect, it } from 'vitest';
import { matchFaq, normaliseFaqText } from './faq.matcher.js';

const faqs = [
  { id: 1, question: '套餐退订如何收费？', keywords: ['退订', '收费', '全额'], sortNum: 10 },
  { id: 2, question: '如何查询物联网卡的用量？', keywords: ['用量', '流量'], sortNum: 20 },
  { id: 3, question: '可以查询多长时间的历史用量？', keywords: ['历史用量', '多久'], sortNum: 30 },
  { id: 4, question: 'RedCap终端适合哪些业务？', keywords: ['RedCap', '模组'], sortNum: 40 },
  { id: 5, question: '模组怎么选？', keywords: ['模组', '选型'], sortNum: 35 },
];

describe('FAQ matching', () => {
  it('normalises width, case, punctuation and whitespace', () => {
    expect(normaliseFaqText(' ＲｅｄＣａｐ 终端，适合哪些业务？ ')).toBe('redcap终端适合哪些业务');
    expect(normaliseFaqText('？！…  ')).toBe('');
  });

  it('prefers an exact question over keywords', () => {
    const m = matchFaq('redcap终端适合哪些业务', faqs);
    expect(m).toMatchObject({ kind: 'exact', faq: { id: 4 } });
  });

  it('ranks keyword matches by count, then longest keyword, then sort number', () => {
    // 历史用量 + 多久 (2) beats 用量 (1).
    expect(matchFaq('历史用量能查多久', faqs)).toMatchObject({ kind: 'keyword', faq: { id: 3 } });
    // One keyword each: 历史用量 is longer than 用量.
    expect(matchFaq('我的历史用量', faqs)).toMatchObject({ kind: 'keyword', faq: { id: 3 } });
    // Same count and length (模组): the smaller sort number wins.
    expect(matchFaq('有推荐的模组吗', faqs)).toMatchObject({ kind: 'keyword', faq: { id: 5 } });
    // Keywords match whatever the case and width.
    expect(matchFaq('ＲＥＤＣＡＰ怎么样', faqs)).toMatchObject({ kind: 'keyword', faq: { id: 4 } });
  });

  it('falls back when nothing matches or nothing is left after normalising', () => {
    expect(matchFaq('火星上的天气', faqs)).toEqual({ kind: 'fallback' });
    expect(matchFaq('？？？', faqs)).toEqual({ kind: 'fallback' });
    expect(matchFaq('退订', [])).toEqual({ kind: 'fallback' });
  });
});
