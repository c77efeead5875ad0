import { z } from 'zod';
import { PortalEdition } from '../constants.js';

/** GET /user/platform/contactInfo: the contact lines and footer lines the portal shows (spec §1, §7). */
export const ContactInfoSchema = z.object({
  /** Business consulting line. */
  phone: z.string(),
  /** Report (complaint) hotline. */
  hotline: z.string(),
  /** Business mailbox; only the national edition shows an email line. */
  email: z.string().nullable(),
  serviceHours: z.string(),
  /** Postal address; empty when not configured. */
  address: z.string(),
  edition: z.enum([PortalEdition.NATIONAL, PortalEdition.PROVINCE]),
  /** ICP filing number of the footer (e.g. 京ICP备…号); null when not configured. */
  icpFiling: z.string().nullable(),
  /** The demo edition's one-line notice about illustrative content; null on a real site. */
  demoNotice: z.string().nullable(),
});
export type ContactInfo = z.infer<typeof ContactInfoSchema>;
