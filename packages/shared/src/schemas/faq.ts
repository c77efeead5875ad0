import { z } from 'zod';
import { PAGE_SIZE_MAX } from '../constants.js';
import { Messages } from '../status.js';
import { pageQuery, pageResult } from './common.js';

/** Field limits of the chatbot's questions and of the operators' FAQ form. */
export const FAQ_LIMITS = {
  /** A visitor's question to the chatbot. */
  ask: 200,
  question: 100,
  answer: 2000,
  keywords: 20,
  keyword: 20,
  sortNum: 9999,
  /** Hot questions the chatbot offers at most. */
  hot: 8,
} as const;

/** Topics of the FAQ, in the order the back office lists them. */
export const FAQ_CATEGORIES = [
  { value: 'product', label: '产品与能力' },
  { value: 'order', label: '在线订购' },
  { value: 'sim', label: '物联网卡' },
  { value: 'billing', label: '资费与账单' },
  { value: 'gateway', label: '5G快线网关' },
  { value: 'console', label: '控制台与账号' },
  { value: 'support', label: '服务支持' },
] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number]['value'];
const CATEGORY_VALUES = FAQ_CATEGORIES.map((c) => c.value) as [FaqCategory, ...FaqCategory[]];

export const FAQ_CATEGORY_LABELS: Readonly<Record<FaqCategory, string>> = Object.fromEntries(
  FAQ_CATEGORIES.map((c) => [c.value, c.label]),
) as Record<FaqCategory, string>;

/** FAQ states: only enabled questions are answered or offered. */
export const FaqStatus = { DISABLED: 0, ENABLED: 1 } as const;

// Chatbot -----------------------------------------------------------------------------

/** POST /sm/faq/ask. */
export const FaqAskSchema = z.object(
  {
    question: z
      .string({ error: Messages.INPUT_EMPTY })
      .trim()
      .min(1, Messages.INPUT_EMPTY)
      .max(FAQ_LIMITS.ask, `问题不能超过${FAQ_LIMITS.ask}个字符`),
  },
  { error: Messages.INPUT_EMPTY },
);
export type FaqAskInput = z.input<typeof FaqAskSchema>;

export const FaqHotItemSchema = z.object({
  id: z.number().int(),
  question: z.string(),
});
export type FaqHotItem = z.infer<typeof FaqHotItemSchema>;
export const FaqHotListSchema = z.array(FaqHotItemSchema);

/** How the chatbot found its answer (spec §4: exact first, then keywords, else fallback). */
export const FaqMatchKindSchema = z.enum(['exact', 'keyword', 'fallback']);
export type FaqMatchKind = z.infer<typeof FaqMatchKindSchema>;

export const FaqAnswerSchema = z.object({
  kind: FaqMatchKindSchema,
  /** The FAQ question that was answered; absent for the fallback. */
  question: z.string().optional(),
  answer: z.string(),
  /** The hot questions, offered again with the fallback. */
  hot: FaqHotListSchema,
});
export type FaqAnswer = z.infer<typeof FaqAnswerSchema>;

// Back office -------------------------------------------------------------------------

/** Query strings send absent filters as empty values (`status=`); treat them as absent. */
const blankToUndefined = (v: unknown) =>
  v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v;

const statusValue = z.coerce
  .number({ error: '状态只能是0或1' })
  .int('状态只能是0或1')
  .min(0, '状态只能是0或1')
  .max(1, '状态只能是0或1');

const category = z.enum(CATEGORY_VALUES, { error: '请选择问题分类' });

export const FaqListQuerySchema = pageQuery(PAGE_SIZE_MAX).extend({
  /** Matches the question, the answer or a keyword. */
  keyword: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(FAQ_LIMITS.question, `关键词不能超过${FAQ_LIMITS.question}个字符`)
      .optional(),
  ),
  category: z.preprocess(blankToUndefined, category.optional()),
  status: z.preprocess(blankToUndefined, statusValue.optional()),
});
export type FaqListQuery = z.infer<typeof FaqListQuerySchema>;

export const FaqItemSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  keywords: z.array(z.string()),
  answer: z.string(),
  category: z.string(),
  hot: z.boolean(),
  sortNum: z.number().int(),
  status: z.number().int(),
  /** `YYYY-MM-DD HH:mm:ss` */
  createTime: z.string(),
  /** `YYYY-MM-DD HH:mm:ss` */
  updateTime: z.string(),
});
export type FaqItem = z.infer<typeof FaqItemSchema>;
export const FaqPageSchema = pageResult(FaqItemSchema);

const keyword = z
  .string({ error: '关键词格式不正确' })
  .trim()
  .min(1, '关键词不能为空')
  .max(FAQ_LIMITS.keyword, `每个关键词不能超过${FAQ_LIMITS.keyword}个字符`);

/** Create (no pkId) or update (pkId) one FAQ. */
export const FaqSaveSchema = z.object({
  pkId: z.coerce
    .number({ error: '问答编号不正确' })
    .int('问答编号不正确')
    .positive('问答编号不正确')
    .optional(),
  question: z
    .string({ error: '请输入问题' })
    .trim()
    .min(1, '请输入问题')
    .max(FAQ_LIMITS.question, `问题不能超过${FAQ_LIMITS.question}个字符`),
  keywords: z
    .array(keyword, { error: '关键词格式不正确' })
    .max(FAQ_LIMITS.keywords, `关键词最多${FAQ_LIMITS.keywords}个`)
    .default([])
    .transform((list) => [...new Set(list)]),
  answer: z
    .string({ error: '请输入答案' })
    .trim()
    .min(1, '请输入答案')
    .max(FAQ_LIMITS.answer, `答案不能超过${FAQ_LIMITS.answer}个字符`),
  category,
  hot: z.boolean({ error: '热门标记格式不正确' }).default(false),
  sortNum: z.coerce
    .number({ error: '排序号必须是数字' })
    .int('排序号必须是整数')
    .min(0, `排序号取值为0到${FAQ_LIMITS.sortNum}`)
    .max(FAQ_LIMITS.sortNum, `排序号取值为0到${FAQ_LIMITS.sortNum}`)
    .default(0),
  status: statusValue.default(FaqStatus.ENABLED),
});
export type FaqSaveInput = z.input<typeof FaqSaveSchema>;
export type FaqSave = z.output<typeof FaqSaveSchema>;

export const FaqStatusSchema = z.object({ status: statusValue });

export const FaqIdParamsSchema = z.object({
  id: z.coerce.number({ error: '问答编号不正确' }).int('问答编号不正确').positive('问答编号不正确'),
});
