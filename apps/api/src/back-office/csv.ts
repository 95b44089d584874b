/** A whole CSV file of a short list (sites, codes): its header line, then a line per row. */
import { type CsvValue, csvLines } from '@dating/domain';

export const toCsv = (header: readonly string[], rows: readonly (readonly CsvValue[])[]): string =>
  csvLines([header, ...rows]);
