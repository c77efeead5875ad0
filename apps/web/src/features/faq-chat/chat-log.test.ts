import { describe, expect, it } from 'vitest';
import { chatReducer, emptyChatLog, questionOf } from './chat-log';

const HOT = [{ id: 3, question: '如何在线订购产品？' }];

describe('chat log', () => {
  it('treats empty and blank input as no question', () => {
    expect(questionOf('')).toBeNull();
    expect(questionOf(' \n\t ')).toBeNull();
    expect(questionOf('  退订收费？ ')).toBe('退订收费？');
  });

  it('adds the question, waits, then adds the answer', () => {
    const asked = chatReducer(emptyChatLog, { type: 'ask', question: '退订收费？' });
    expect(asked.pending).toBe(true);
    expect(asked.entries).toEqual([{ id: 1, from: 'user', text: '退订收费？' }]);
    const answered = chatReducer(asked, {
      type: 'answer',
      answer: { kind: 'keyword', question: '套餐退订如何收费？', answer: '全额收取', hot: HOT },
    });
    expect(answered.pending).toBe(false);
    expect(answered.entries[1]).toEqual({
      id: 2,
      from: 'bot',
      text: '全额收取',
      kind: 'keyword',
      related: '套餐退订如何收费？',
      suggestions: [],
    });
  });

  it('offers the hot questions only with the fallback', () => {
    const fallback = chatReducer(emptyChatLog, {
      type: 'answer',
      answer: { kind: 'fallback', answer: '抱歉，我还在学习中', hot: HOT },
    });
    expect(fallback.entries[0]).toMatchObject({ kind: 'fallback', suggestions: HOT });
    expect(fallback.entries[0]).not.toHaveProperty('related');
    const exact = chatReducer(emptyChatLog, {
      type: 'answer',
      answer: { kind: 'exact', question: 'Q', answer: 'A', hot: HOT },
    });
    expect(exact.entries[0]).toMatchObject({ kind: 'exact', suggestions: [] });
    expect(exact.entries[0]).not.toHaveProperty('related');
  });

  it('ends the wait with an error bubble when asking fails', () => {
    const asked = chatReducer(emptyChatLog, { type: 'ask', question: 'Q' });
    const failed = chatReducer(asked, { type: 'fail', message: '网络请求超时' });
    expect(failed.pending).toBe(false);
    expect(failed.entries[1]).toMatchObject({ from: 'bot', kind: 'error', text: '网络请求超时' });
  });
});
