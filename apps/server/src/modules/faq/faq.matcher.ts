/**
 * How the chatbot finds an answer (spec §4): the question matched exactly first, then by
 * keywords, else nothing. Pure functions over the enabled questions, so the rules are
 * testable without a database.
 */

export interface FaqCandidate {
  id: number;
  question: string;
  keywords: readonly string[];
  sortNum: number;
}

export type FaqMatch<C extends FaqCandidate> =
  { kind: 'exact' | 'keyword'; faq: C } | { kind: 'fallback' };

/**
 * The comparable form of a question or keyword: full-width characters folded to
 * half-width (NFKC), lower case, punctuation, symbols and whitespace removed.
 */
export function normaliseFaqText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\p{P}\p{S}\p{Z}\s]+/gu, '');
}

interface Score {
  count: number;
  longest: number;
}

function keywordScore(asked: string, keywords: readonly string[]): Score {
  let count = 0;
  let longest = 0;
  for (const k of new Set(keywords.map(normaliseFaqText))) {
    if (k && asked.includes(k)) {
      count += 1;
      longest = Math.max(longest, k.length);
    }
  }
  return { count, longest };
}

/**
 * The best answer for `question` among `faqs` (the enabled ones). Keywords rank by how
 * many matched, then by the longest match; ties go to the smaller sort number, then id.
 */
export function matchFaq<C extends FaqCandidate>(
  question: string,
  faqs: readonly C[],
): FaqMatch<C> {
  const asked = normaliseFaqText(question);
  if (!asked) return { kind: 'fallback' };

  const exact = faqs.find((f) => normaliseFaqText(f.question) === asked);
  if (exact) return { kind: 'exact', faq: exact };

  let best: { faq: C; score: Score } | undefined;
  for (const faq of faqs) {
    const score = keywordScore(asked, faq.keywords);
    if (score.count === 0) continue;
    if (!best || better(faq, score, best.faq, best.score)) best = { faq, score };
  }
  return best ? { kind: 'keyword', faq: best.faq } : { kind: 'fallback' };
}

function better(a: FaqCandidate, sa: Score, b: FaqCandidate, sb: Score): boolean {
  if (sa.count !== sb.count) return sa.count > sb.count;
  if (sa.longest !== sb.longest) return sa.longest > sb.longest;
  if (a.sortNum !== b.sortNum) return a.sortNum < b.sortNum;
  return a.id < b.id;
}
