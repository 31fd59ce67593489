// Receivables aging (issue 25): what each client still owes on a given day, by how long it is
// overdue — not yet due, 1–30, 31–60, 61–90 and more than 90 days past the due date.
import { z } from 'zod';
import { moneyText } from '../money';
import { isoDate } from '../positions/form-fields';
import { AGING_BUCKETS, AGING_COLORS, type AgingBucket } from './aging-buckets';

export { AGING_BUCKETS, AGING_COLORS, type AgingBucket };

export const AGING_MESSAGES = {
  asOfInvalid: 'Please enter a valid date (YYYY-MM-DD)',
  fetched: 'Receivables aging fetched successfully',
} as const;

/** GET receivables/aging?as_of=YYYY-MM-DD (today when not given). */
export const agingQuery = z.object({ as_of: isoDate(AGING_MESSAGES.asOfInvalid).optional() });

const amounts = {
  not_due: moneyText(),
  days_1_30: moneyText(),
  days_31_60: moneyText(),
  days_61_90: moneyText(),
  days_90_plus: moneyText(),
  total: moneyText(),
};

export const agingRow = z.object({
  company_id: z.number().int(),
  company_name: z.string(),
  invoices: z.number().int().describe('Invoices with a balance on that day'),
  ...amounts,
});
export type AgingRow = z.infer<typeof agingRow>;

export const agingReport = z.object({
  as_of: z.string(),
  clients: z.array(agingRow).describe('Clients owing anything, the largest balance first'),
  totals: z.object({ invoices: z.number().int(), ...amounts }),
});
export type AgingReport = z.infer<typeof agingReport>;
