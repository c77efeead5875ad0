/** Name of the template database tests copy on a real PostgreSQL server (one per run). */
export const TEMPLATE_DB = `pn_test_template_${process.pid}`;

/** The same server, connected to its maintenance database for CREATE/DROP DATABASE. */
export function adminUrl(url: string): string {
  const u = new URL(url);
  u.pathname = '/postgres';
  return u.toString();
}
