/**
 * Endpoints that do not need login but get the auth headers whenever a token exists
 * (spec §6), so the server can attribute or revoke the call. Everything else gets them
 * only when its caller flags it `needsLogin` (the default of `authApi`).
 */
export const TOKEN_OPEN_ENDPOINTS: readonly string[] = [
  // Log-out must name the session it ends.
  'user/account/loginout',
  'user/account/web/loginout',
  // Header menus and contact info are tailored to the user when known.
  'user/platform/publicMenu',
  'user/platform/contactInfo',
  // The advice (market demand) form records who sent it.
  'sm/marketdemand',
  // Client log uploads.
  'sm/sysOperStandardLog',
  'sm/sysOperStandardLog/error/add',
];

function normalize(path: string): string {
  return path.replace(/^\/+/, '').split(/[?#]/, 1)[0] ?? '';
}

/** Whether `path` (relative to the API base, query ignored) is on the token-open list. */
export function isTokenOpenEndpoint(path: string): boolean {
  return TOKEN_OPEN_ENDPOINTS.includes(normalize(path));
}
