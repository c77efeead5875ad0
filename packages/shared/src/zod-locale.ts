import { z } from 'zod';
import { zhCN } from 'zod/locales';

/** Makes zod's built-in messages Chinese. Call once at start-up on each side. */
export function applyChineseZodMessages(): void {
  z.config(zhCN());
}
