import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** An opaque, unguessable session token (256 bits, base64url). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 hex of a secret; only this is stored. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A numeric code of `length` digits from a CSPRNG. */
export function numericCode(length: number): string {
  return Array.from({ length }, () => randomInt(10)).join('');
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
