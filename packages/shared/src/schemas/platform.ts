import { z } from 'zod';
import { PortalEdition } from '../constants.js';

/** GET /user/platform/contactInfo: the contact lines the portal shows (spec §1, §7). */
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
});
export type ContactInfo = z.infer<typeof ContactInfoSchema>;
