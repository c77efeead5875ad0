import { SendCodeSchema } from '@pn/shared';
import { z } from 'zod';

// Local until packages/shared carries them (the outbox list's schemas already live there).

export { SmsOutboxItemSchema, SmsOutboxPageSchema, SmsOutboxQuerySchema } from '@pn/shared';

/** What a send-code call answers: where the code went (masked) and when to allow a resend. */
export const SmsSentSchema = z.object({
  tel: z.string(),
  resendSeconds: z.number().int(),
});

/** bind/sendCode and create/sendCode: only the number (and an optional captcha). */
export const SendCodeToTelSchema = SendCodeSchema.omit({ purpose: true });

/** identity-code (GET getDetailInfoVerificationCode) query. */
export const InfoTypeQuerySchema = z.object({ infoType: z.string().max(8).optional() });

