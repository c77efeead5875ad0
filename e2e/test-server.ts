/**
 * What the journeys' server is started with (playwright.config.ts) that the journeys must
 * know too.
 */

/**
 * The server's SMS resend wait (SMS_RESEND_SECONDS; 60 s on a real deployment, which the
 * server tests cover): the journeys send many codes to one number and would otherwise
 * spend minutes waiting out the limit.
 */
export const E2E_SMS_RESEND_SECONDS = 3;
