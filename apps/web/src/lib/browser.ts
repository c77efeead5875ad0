/**
 * Full-page navigation, behind an object so tests can observe it (jsdom cannot navigate
 * and `window.location` cannot be spied on).
 */
export const browser = {
  /** The current path with its query string, e.g. `/control/home?tab=1`. */
  currentPath(): string {
    return window.location.pathname + window.location.search;
  },
  assign(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
};

/** A random id usable as an `x-request-id` header (works outside secure contexts too). */
export function newRequestId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
