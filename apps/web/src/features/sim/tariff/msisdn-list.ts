import { MSISDN_PATTERN, SIM_LIMITS, SimMessages } from '@pn/shared';

/** A pasted entry that is not an MSISDN, with the line it is on (from 1). */
export interface InvalidMsisdn {
  line: number;
  value: string;
}

export interface ParsedMsisdnList {
  /** Valid MSISDNs in the order pasted, each once. */
  valid: string[];
  invalid: InvalidMsisdn[];
  /** Valid entries left out because they were already listed. */
  duplicates: number;
  /** The first problem that blocks submitting, or null when the list can be submitted. */
  error: string | null;
}

// One MSISDN per line; a line may also hold several separated by commas, semicolons or
// spaces (as copied from a spreadsheet row or a chat message), in ASCII or full width.
const SEPARATORS = /[,，;；、\s]+/;

/**
 * Parses a pasted MSISDN list: every entry is checked on its own against MSISDN_PATTERN,
 * repeated numbers are kept once, and the list must hold 1 to SIM_LIMITS.bulkMax numbers
 * with no invalid entry.
 */
export function parseMsisdnList(text: string): ParsedMsisdnList {
  const valid: string[] = [];
  const seen = new Set<string>();
  const invalid: InvalidMsisdn[] = [];
  let duplicates = 0;
  text.split(/\r\n|\r|\n/).forEach((row, index) => {
    for (const entry of row.split(SEPARATORS)) {
      if (!entry) continue;
      if (!MSISDN_PATTERN.test(entry)) {
        invalid.push({ line: index + 1, value: entry });
      } else if (seen.has(entry)) {
        duplicates += 1;
      } else {
        seen.add(entry);
        valid.push(entry);
      }
    }
  });
  let error: string | null = null;
  if (invalid.length > 0) error = SimMessages.MSISDN_INVALID;
  else if (valid.length === 0) error = SimMessages.MSISDN_LIST_EMPTY;
  else if (valid.length > SIM_LIMITS.bulkMax) error = SimMessages.MSISDN_LIST_TOO_LONG;
  return { valid, invalid, duplicates, error };
}
