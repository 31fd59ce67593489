// The margin report (issue 25): per month, client and placement, what the client was invoiced for
// the approved timesheet (revenue), what the contractor or its partner is owed for it (cost: pay
// rate × approved quantity), the margin and the margin as a percentage of revenue. Amounts are exact
// decimal strings; a percentage has two decimals and is null when there is no revenue.
import { z } from 'zod';
import { paginationQuery, positiveId } from '../common';
import { moneyText } from '../money';

export const MARGIN_MESSAGES = {
  fromInvalid: 'Please enter the first month as YYYY-MM',
  toInvalid: 'Please enter the last month as YYYY-MM',
  rangeInvalid: 'The last month must not be before the first',
  rangeTooLong: 'Please choose at most 24 months',
  clientInvalid: 'Please choose a valid client',
  fetched: 'Margin report fetched successfully',
} as const;
const M = MARGIN_MESSAGES;
export const MARGIN_MAX_MONTHS = 24;

const month = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, message)
    .refine((m) => m >= '1970-01' && m <= '9999-12', message);

/** Months between two YYYY-MM values, both counted. */
export const monthsBetween = (from: string, to: string) => {
  const [fy, fm] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  return (ty - fy) * 12 + (tm - fm) + 1;
};

export const marginFilterFields = {
  from: month(M.fromInvalid),
  to: month(M.toInvalid),
  client_id: positiveId(M.clientInvalid).optional(),
};
/** The range is in order and at most MARGIN_MAX_MONTHS long. */
export const marginRange = <T extends z.ZodType<{ from: string; to: string }>>(schema: T) =>
  schema
    .refine((q) => q.from <= q.to, { error: M.rangeInvalid, path: ['to'] })
    .refine((q) => q.from > q.to || monthsBetween(q.from, q.to) <= MARGIN_MAX_MONTHS, {
      error: M.rangeTooLong,
      path: ['to'],
    });

/** `from` and `to` (YYYY-MM, both included) and an optional client: the export's filter. */
export const marginFilter = marginRange(z.object(marginFilterFields));
export type MarginFilter = z.infer<typeof marginFilter>;

/** GET reports/margin: the filter and the page of rows (the months and totals cover every row). */
export const marginQuery = marginRange(z.object({ ...marginFilterFields, ...paginationQuery.shape }));
export type MarginQuery = z.infer<typeof marginQuery>;

const figures = {
  revenue: moneyText().describe('Invoiced for the timesheet, before GST, less its share of credit notes'),
  cost: moneyText().describe('Pay rate × approved quantity'),
  margin: moneyText(),
  margin_percent: z.string().nullable().describe('Margin ÷ revenue × 100, 2 decimals; null without revenue'),
};
export const marginFigures = z.object(figures);
export type MarginFigures = z.infer<typeof marginFigures>;

export const marginRow = z.object({
  month: z.string().describe('YYYY-MM'),
  client_id: z.number().int(),
  client_name: z.string(),
  placement_id: z.number().int(),
  contractor: z.string(),
  timesheet_status: z.string(),
  quantity: z.string().describe('Approved quantity, in the timesheet’s unit'),
  unit: z.string(),
  pay_rate: moneyText(),
  pay_unit: z.string(),
  ...figures,
});
export type MarginRow = z.infer<typeof marginRow>;

export const marginMonth = z.object({ month: z.string(), ...figures });
export type MarginMonth = z.infer<typeof marginMonth>;

export const marginReport = z.object({
  from: z.string(),
  to: z.string(),
  months: z.array(marginMonth).describe('Every month of the range, in order, with its totals'),
  totals: marginFigures,
  list: z.array(marginRow).describe('The page of rows: month, then client, then placement'),
  count: z.number().int(),
  numberOfPages: z.number().int(),
});
export type MarginReport = z.infer<typeof marginReport>;
