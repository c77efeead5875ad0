import { CAPTCHA_LIMITS } from '@pn/shared';
import { sql } from 'kysely';
import svgCaptcha from 'svg-captcha';
import type { Database } from '../../db/database.js';
import { sha256 } from '../../lib/tokens.js';

// Letters and digits that cannot be mistaken for one another.
const CHARSET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** svg-captcha draws a given text through its default export, which its types leave out. */
const drawText = svgCaptcha as unknown as (
  text: string,
  options: svgCaptcha.ConfigObject,
) => string;

const DRAWING = {
  noise: 3,
  color: true,
  background: '#f0f5ff',
  width: 120,
  height: 40,
  fontSize: 44,
};

/**
 * Draws a new captcha for `uuid`, replacing any earlier one; the answer is kept hashed.
 * `fixedAnswer` (configuration for automated browser tests only) draws that text instead
 * of a random one.
 */
export async function issueCaptcha(
  db: Database,
  uuid: string,
  fixedAnswer?: string,
): Promise<string> {
  const { data, text } = fixedAnswer
    ? { data: drawText(fixedAnswer, DRAWING), text: fixedAnswer }
    : svgCaptcha.create({ size: CAPTCHA_LIMITS.length, charPreset: CHARSET, ...DRAWING });
  const row = {
    uuid,
    answerHash: sha256(text.toUpperCase()),
    expiresAt: sql<Date>`now() + make_interval(mins => ${CAPTCHA_LIMITS.validMinutes})`,
  };
  await db
    .insertInto('captcha')
    .values(row)
    .onConflict((oc) =>
      oc.column('uuid').doUpdateSet({ answerHash: row.answerHash, expiresAt: row.expiresAt }),
    )
    .execute();
  // Expired captchas are swept opportunistically.
  await db
    .deleteFrom('captcha')
    .where('expiresAt', '<', sql<Date>`now() - interval '1 hour'`)
    .execute();
  return data;
}

/**
 * Checks an answer and consumes the captcha whatever the outcome: one attempt per image.
 * False when missing, expired or wrong.
 */
export async function consumeCaptcha(
  db: Database,
  uuid: string | undefined,
  answer: string | undefined,
): Promise<boolean> {
  if (!uuid || !answer) return false;
  const row = await db
    .deleteFrom('captcha')
    .where('uuid', '=', uuid)
    .returning(['answerHash', 'expiresAt'])
    .executeTakeFirst();
  if (!row) return false;
  if (new Date(row.expiresAt).getTime() < Date.now()) return false;
  return row.answerHash === sha256(answer.trim().toUpperCase());
}
