/**
 * The company behind the network (spec §3 Company info: legal pages, receipts, the footer, the
 * terms version date, the discount offered instead of leaving). One schema (ADR 0069) checks the
 * seed file `brands/company.json`, the console's editor and the `settings:set company` CLI, with
 * the field error codes the console shows beside each field.
 */
import { z } from 'zod';
import { editLine, isPhoneNumber } from './site-settings-edit.ts';

const line = (min: number, max: number) => editLine(max, min);

export const companySchema = z
  .object({
    name: line(2, 120),
    address: line(2, 200),
    /** The chamber of commerce (KvK) number. */
    kvk: line(2, 40),
    city: line(2, 120),
    country: z.string({ message: 'invalid' }).regex(/^[A-Z]{2}$/, 'invalid_country'),
    tradenames: z.array(line(1, 120), { message: 'invalid' }).max(50, 'too_big'),
    vat_numbers: z.array(line(1, 40), { message: 'invalid' }).max(20, 'too_big'),
    support_phone: line(5, 40).refine(isPhoneNumber, 'invalid_phone'),
    /** Percentage offered to a member about to delete their account (spec §4). */
    delete_discount: z.number({ message: 'invalid' }).int('invalid').min(0, 'too_small').max(100, 'too_big'),
    /** When the company was added; the terms version date is this when later than 2023-12-01 12:00 UTC. */
    added: z.iso.datetime({ message: 'invalid_date' }),
    /**
     * The custodian of the records 18 U.S.C. 2257 asks for (ADR 0089), named on the US sites'
     * 2257 page: a person or the company's officer, and the address where the records are kept
     * (absent: the company itself at its address).
     */
    records_custodian: line(2, 120).optional(),
    records_address: line(2, 300).optional(),
  })
  .strict();
export type Company = z.infer<typeof companySchema>;
