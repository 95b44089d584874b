/**
 * The company behind the network (spec §3 Company info): shown in legal pages, receipts and
 * the footer. One file for the whole network, `brands/company.json`, edited by the operator.
 */
import { z } from 'zod';

export const companySchema = z.object({
  name: z.string().min(2),
  address: z.string().min(2),
  kvk: z.string().min(2),
  city: z.string().min(2),
  country: z.string().regex(/^[A-Z]{2}$/),
  tradenames: z.array(z.string()),
  vat_numbers: z.array(z.string()),
  support_phone: z.string().min(5),
  /** Percentage offered to a member about to delete their account (spec §4). */
  delete_discount: z.number().int().min(0).max(100),
  /** When the company was added; the terms version date is this when later than 2023-12-01 12:00 UTC. */
  added: z.iso.datetime(),
});
export type Company = z.infer<typeof companySchema>;
