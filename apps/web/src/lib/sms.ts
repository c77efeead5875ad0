import { SMS_POST_PROVINCES } from '@pn/shared';
import { webEnv } from '@/config/env';
import { api, authApi } from './api-client';

/**
 * What an SMS code is sent for, and so which endpoint sends it. `subAccount` confirms a new
 * sub-account's number: the registration code, sent by the signed-in customer (no captcha).
 */
export type SmsCodeKind = 'login' | 'reset' | 'bind' | 'register' | 'subAccount';

const SEND_PATH: Record<SmsCodeKind, string> = {
  login: 'user/account/sendCode',
  reset: 'user/account/sendCode',
  bind: 'user/account/bind/sendCode',
  register: 'user/account/create/sendCode',
  subAccount: 'user/account/create/sendCode',
};

/** Spec §7: POST in the national edition and yunnan/guangxi/fujian/zhejiang, GET elsewhere. */
export function smsCodeMethod(edition: string): 'POST' | 'GET' {
  return edition === 'national' || SMS_POST_PROVINCES.includes(edition) ? 'POST' : 'GET';
}

/** What the server answers on a send: the number, masked, and its resend wait in seconds. */
export interface SmsSent {
  tel?: string;
  resendSeconds?: number;
}

/** Sends an SMS verification code to `tel` (codes sent without a login need the image captcha). */
export async function sendSmsCode(
  kind: SmsCodeKind,
  tel: string,
  captcha?: { captchaUuid: string; captchaCode: string },
): Promise<SmsSent> {
  const path = SEND_PATH[kind];
  const payload: Record<string, string> = { tel, ...captcha };
  if (kind === 'login' || kind === 'reset') payload.purpose = kind;
  // Binding a new number and creating a sub-account happen while logged in.
  const client = kind === 'bind' || kind === 'subAccount' ? authApi : api;
  const sent =
    smsCodeMethod(webEnv().edition) === 'POST'
      ? await client.post<SmsSent | null>(path, payload)
      : await client.get<SmsSent | null>(path, payload);
  return sent ?? {};
}
