import { pageQuery, pageResult, SendCodeSchema, SmsPurpose } from '@pn/shared';
import { z } from 'zod';

// Local until packages/shared carries them.

/** What a send-code call answers: where the code went (masked) and when to allow a resend. */
export const SmsSentSchema = z.object({
  tel: z.string(),
  resendSeconds: z.number().int(),
});

/** bind/sendCode and create/sendCode: only the number (and an optional captcha). */
export const SendCodeToTelSchema = SendCodeSchema.omit({ purpose: true });

export const SmsOutboxQuerySchema = pageQuery().extend({
  tel: z.string().trim().max(20, '手机号码不能超过20个字符').optional(),
  purpose: z.enum([...Object.values(SmsPurpose), 'notice']).optional(),
});

export const SmsOutboxItemSchema = z.object({
  id: z.number().int(),
  tel: z.string(),
  content: z.string(),
  purpose: z.string(),
  /** `YYYY-MM-DD HH:mm:ss` */
  createTime: z.string(),
});
export const SmsOutboxPageSchema = pageResult(SmsOutboxItemSchema);

/** identity-code (GET getDetailInfoVerificationCode) query. */
export const InfoTypeQuerySchema = z.object({ infoType: z.string().max(8).optional() });

export const MaskedTelSchema = z.object({ tel: z.string() });
