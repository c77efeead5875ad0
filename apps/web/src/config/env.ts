/**
 * Build-time settings (Vite `VITE_*` variables), checked once when the app starts so a bad
 * value fails loudly instead of misrouting users later.
 */

/** Editions whose SMS code request is a POST (the national edition is one of them). */
export type Edition = 'national' | (string & {});

export interface WebEnv {
  /**
   * External (4A) login page. When set, /login and session expiry open it instead of the
   * built-in login page. Empty by default.
   */
  externalLoginUrl: string;
  /** Province key of the edition (`national`, `zhejiang`, ...). Only `national` is configured. */
  edition: Edition;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Validates raw `import.meta.env` values; throws listing every bad key. */
export function parseWebEnv(raw: Record<string, unknown>): WebEnv {
  const problems: string[] = [];
  const externalLoginUrl = String(raw.VITE_EXTERNAL_LOGIN_URL ?? '').trim();
  if (externalLoginUrl && !isHttpUrl(externalLoginUrl)) {
    problems.push('VITE_EXTERNAL_LOGIN_URL must be an http(s) URL or empty');
  }
  const edition = String(raw.VITE_EDITION ?? 'national').trim() || 'national';
  if (!/^[a-z]+$/.test(edition)) problems.push('VITE_EDITION must be a lower-case province key');
  if (problems.length) throw new Error(`Invalid web environment: ${problems.join('; ')}`);
  return Object.freeze({ externalLoginUrl, edition });
}

let current: WebEnv = parseWebEnv(import.meta.env);

/** The app's settings. */
export function webEnv(): WebEnv {
  return current;
}

/** Tests only: replaces the settings; returns a function restoring the previous ones. */
export function overrideWebEnv(patch: Partial<WebEnv>): () => void {
  const previous = current;
  current = Object.freeze({ ...current, ...patch });
  return () => {
    current = previous;
  };
}
