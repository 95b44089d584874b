/**
 * The company behind the network (spec §3 Company info). `brands/company.json` is its seed and
 * default; the operator edits it at runtime in the console or with `pnpm settings:set company`
 * (ADR 0069), all checked by the one schema of @dating/domain.
 */
export { type Company, companySchema } from '@dating/domain';
