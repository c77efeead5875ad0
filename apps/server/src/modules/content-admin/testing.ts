import { ContentGateHeaders, type SecurityTokenResult } from '@pn/shared';
import { authed, loginAs, type TestApp } from '../../../test/helpers.js';

/** A logged-in back-office session that can pass the content gateway (tests only). */
export interface GateSession {
  token: string;
  securityToken: string;
  /** Session, security token and (when given) operator code headers. */
  headers(operCode?: string): Record<string, string>;
}

/** Fetches a content-gateway security token for a session. */
export async function fetchSecurityToken(t: TestApp, token: string) {
  return t.call<SecurityTokenResult>({
    method: 'GET',
    url: '/unionmallmanage/sm/content/securityToken',
    headers: authed(token),
  });
}

/** Logs the account in and obtains its security token. */
export async function gateSession(t: TestApp, account = 'editor'): Promise<GateSession> {
  const token = await loginAs(t, account);
  const res = await fetchSecurityToken(t, token);
  if (res.body.status !== '0') throw new Error(`security token: ${res.body.message}`);
  const securityToken = res.body.result.securityToken;
  return {
    token,
    securityToken,
    headers: (operCode) => ({
      ...authed(token),
      [ContentGateHeaders.SECURITY_TOKEN]: securityToken,
      ...(operCode ? { [ContentGateHeaders.OPER_CODE]: operCode } : {}),
    }),
  };
}

/** The visitor's session token. */
export async function visitorToken(t: TestApp): Promise<string> {
  const res = await t.call<{ token: string }>({
    method: 'POST',
    url: '/unionmallmanage/user/account/visitor/login',
  });
  return res.body.result.token;
}
