import {
  FAQ_LIMITS,
  formatDateTime,
  type FaqAnswer,
  type FaqHotItem,
  type FaqItem,
  type FaqListQuery,
  type FaqSave,
  type PageResult,
} from '@pn/shared';
import type { Database } from '../../db/database.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { pageOf } from '../../lib/paging.js';
import { matchFaq, normaliseFaqText } from './faq.matcher.js';
import * as repo from './faq.repository.js';

export const FaqMessages = {
  NOT_FOUND: '问答不存在或已被删除',
  DUPLICATE: '已存在相同的问题',
  NO_TEXT: '问题需包含文字或数字',
  TOO_FREQUENT: '提问过于频繁，请稍后再试',
  /** Spec §4: the fallback apologises and suggests the hot questions. */
  FALLBACK_WITH_HOT:
    '抱歉，我还在学习中，暂时无法回答这个问题。您可以换个说法再问我，或看看下面的热门问题：',
  FALLBACK:
    '抱歉，我还在学习中，暂时无法回答这个问题。您可以换个说法再问我，或通过页面右侧的联系方式咨询人工客服。',
} as const;

export async function hotQuestions(db: Database): Promise<FaqHotItem[]> {
  return repo.hotFaqs(db, FAQ_LIMITS.hot);
}

/** The chatbot's answer to a visitor's question; only enabled questions are considered. */
export async function askFaq(db: Database, question: string): Promise<FaqAnswer> {
  const faqs = await repo.enabledFaqs(db);
  const hot = faqs
    .filter((f) => f.hot)
    .slice(0, FAQ_LIMITS.hot)
    .map((f) => ({ id: f.id, question: f.question }));
  const match = matchFaq(question, faqs);
  if (match.kind === 'fallback') {
    return {
      kind: 'fallback',
      answer: hot.length ? FaqMessages.FALLBACK_WITH_HOT : FaqMessages.FALLBACK,
      hot,
    };
  }
  return { kind: match.kind, question: match.faq.question, answer: match.faq.answer, hot };
}

type Row = Awaited<ReturnType<typeof repo.insertFaq>>;

function itemOf(r: Row): FaqItem {
  return {
    id: r.id,
    question: r.question,
    keywords: r.keywords,
    answer: r.answer,
    category: r.category,
    hot: r.hot,
    sortNum: r.sortNum,
    status: r.status,
    createTime: formatDateTime(r.createdAt),
    updateTime: formatDateTime(r.updatedAt),
  };
}

export async function listFaqs(db: Database, q: FaqListQuery): Promise<PageResult<FaqItem>> {
  const { rows, total } = await repo.listFaqs(db, q);
  return pageOf(rows.map(itemOf), total, q);
}

/**
 * Creates a question (no pkId) or updates one. Two questions that read the same once
 * normalised would make the exact match ambiguous, so they are refused.
 */
export async function saveFaq(db: Database, input: FaqSave): Promise<FaqItem> {
  const normalised = normaliseFaqText(input.question);
  if (!normalised) throw badRequest(FaqMessages.NO_TEXT);
  const rows = await repo.allQuestions(db);
  if (input.pkId !== undefined && !rows.some((f) => f.id === input.pkId)) {
    throw notFound(FaqMessages.NOT_FOUND);
  }
  if (rows.some((f) => f.id !== input.pkId && normaliseFaqText(f.question) === normalised)) {
    throw conflict(FaqMessages.DUPLICATE);
  }

  const { pkId, ...values } = input;
  try {
    if (pkId === undefined) return itemOf(await repo.insertFaq(db, values));
    const row = await repo.updateFaq(db, pkId, values);
    if (!row) throw notFound(FaqMessages.NOT_FOUND);
    return itemOf(row);
  } catch (err) {
    // The same question saved twice at once: the unique index settles it.
    if (isUniqueViolation(err)) throw conflict(FaqMessages.DUPLICATE);
    throw err;
  }
}

function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';
}

export async function removeFaq(db: Database, id: number): Promise<void> {
  if (!(await repo.deleteFaq(db, id))) throw notFound(FaqMessages.NOT_FOUND);
}

export async function changeFaqStatus(db: Database, id: number, status: number): Promise<void> {
  if (!(await repo.updateFaq(db, id, { status }))) throw notFound(FaqMessages.NOT_FOUND);
}
