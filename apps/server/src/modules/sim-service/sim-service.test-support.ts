import type { SimBusinessResult } from '@pn/shared';
import { afterAll, beforeAll } from 'vitest';
import { authed, createTestApp, loginAs, type TestApp } from '../../../test/helpers.js';
import { lastSmsCode, resetSmsLimits, visitorToken } from '../sms/sms.test-support.js';
import { createSimFixture, type SimFixture } from './testing.js';

export const API = '/unionmallmanage/icm/sim';

export const WHO = ['OCB1000000001', 'OCB1000000002', 'admin', 'gd_admin', 'sz_admin'] as const;
export type Who = (typeof WHO)[number] | 'visitor' | 'editor';

/** Tokens of the demo accounts the SIM tests act as. */
export async function loginAll(t: TestApp): Promise<Record<Who, string>> {
  const tokens = {} as Record<Who, string>;
  for (const who of [...WHO, 'editor'] as const) tokens[who] = await loginAs(t, who);
  tokens.visitor = await visitorToken(t);
  return tokens;
}

export interface SimTestApp {
  t: TestApp;
  f: SimFixture;
  tokens: Record<Who, string>;
}

/**
 * Registers the hooks of a describe block that tests the SIM endpoints: a fresh app with
 * the SIM fixture and every demo account logged in, handed to `ready` before the tests
 * run, and closed after them.
 */
export function useSimTestApp(ready: (app: SimTestApp) => void) {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp();
    const f = await createSimFixture(t.database.db);
    ready({ t, f, tokens: await loginAll(t) });
  });
  afterAll(() => t?.close());
}

/** A fresh identity-verification code of the account (sent through the API, read from the outbox). */
export async function identityCode(
  t: TestApp,
  token: string,
  loginAccount: string,
): Promise<string> {
  const { tel } = await t.database.db
    .selectFrom('account')
    .select('tel')
    .where('loginAccount', '=', loginAccount)
    .executeTakeFirstOrThrow();
  if (!tel) throw new Error(`${loginAccount} has no phone number`);
  await resetSmsLimits(t, tel);
  const res = await t.call({
    method: 'POST',
    url: '/unionmallmanage/sm/sysOperStandardLog/phone/getVerifiCode',
    headers: authed(token),
    payload: {},
  });
  if (res.statusCode !== 200) throw new Error(`sending a code failed: ${res.body.message}`);
  return lastSmsCode(t, tel);
}

/** Polls the handling result until the request is done (the processor runs in the app). */
export async function waitDone(
  t: TestApp,
  token: string,
  requestId: string,
  query = '',
): Promise<SimBusinessResult> {
  const until = Date.now() + 10_000;
  for (;;) {
    const res = await t.call<SimBusinessResult>({
      method: 'GET',
      url: `${API}/business/result?requestId=${requestId}&pageSize=50${query}`,
      headers: authed(token),
    });
    if (res.statusCode !== 200) throw new Error(`result: ${res.statusCode} ${res.body.message}`);
    if (res.body.result.request.status === 2) return res.body.result;
    if (Date.now() > until) throw new Error(`request ${requestId} not done in time`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
