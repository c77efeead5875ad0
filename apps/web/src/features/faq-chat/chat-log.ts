import type { FaqAnswer, FaqHotItem, FaqMatchKind } from '@pn/shared';

/** One bubble of the conversation. */
export type ChatEntry =
  | { id: number; from: 'user'; text: string }
  | {
      id: number;
      from: 'bot';
      text: string;
      /** How the answer was found; 'error' when the question could not be asked. */
      kind: FaqMatchKind | 'error';
      /** The FAQ question a keyword match answered, shown above the answer. */
      related?: string;
      /** Questions offered as chips under the answer (with the fallback). */
      suggestions: FaqHotItem[];
    };

export interface ChatLog {
  entries: ChatEntry[];
  /** A question is waiting for its answer. */
  pending: boolean;
  nextId: number;
}

export type ChatAction =
  | { type: 'ask'; question: string }
  | { type: 'answer'; answer: FaqAnswer }
  | { type: 'fail'; message: string };

export const emptyChatLog: ChatLog = { entries: [], pending: false, nextId: 1 };

/** The question to send, or null when the input is empty or only whitespace. */
export function questionOf(input: string): string | null {
  const question = input.trim();
  return question === '' ? null : question;
}

export function chatReducer(log: ChatLog, action: ChatAction): ChatLog {
  const id = log.nextId;
  switch (action.type) {
    case 'ask':
      return {
        entries: [...log.entries, { id, from: 'user', text: action.question }],
        pending: true,
        nextId: id + 1,
      };
    case 'answer': {
      const { kind, answer, question, hot } = action.answer;
      const entry: ChatEntry = {
        id,
        from: 'bot',
        text: answer,
        kind,
        suggestions: kind === 'fallback' ? hot : [],
        ...(kind === 'keyword' && question ? { related: question } : {}),
      };
      return { entries: [...log.entries, entry], pending: false, nextId: id + 1 };
    }
    case 'fail':
      return {
        entries: [
          ...log.entries,
          { id, from: 'bot', text: action.message, kind: 'error', suggestions: [] },
        ],
        pending: false,
        nextId: id + 1,
      };
  }
}
