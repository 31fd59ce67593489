// Indian GST on an invoice (beyond spec 001's single total): lines of days or hours at a rate, GST
// by place of supply (place-of-supply.ts) — CGST + SGST (half the rate each) in the agency's own
// state, IGST across states — each tax line and the total rounded once, half-up.
import { type Money, money, multiplyMoney, percentOf, roundMoney, sumMoney, toMoneyString } from '../money';

export const GST_RATES = ['0', '5', '12', '18', '28'] as const;
export type GstRate = (typeof GST_RATES)[number];
export const DEFAULT_GST_RATE: GstRate = '18';

/** 'intra': CGST + SGST; 'inter': IGST; 'none': no lines, the spec's typed total. */
export type TaxMode = 'intra' | 'inter' | 'none';

export interface TaxLine {
  quantity: string;
  rate: string;
}

export interface InvoiceTotals {
  subtotal: string;
  cgst: string;
  sgst: string;
  igst: string;
  total: string;
  tax_mode: TaxMode;
}

/** A line's amount as printed (rounded for display; the subtotal sums the unrounded amounts). */
export const lineAmount = (line: TaxLine): string => toMoneyString(multiplyMoney(line.rate, line.quantity));

export function invoiceTotals(
  lines: readonly TaxLine[],
  gstRate: string,
  mode: Exclude<TaxMode, 'none'>,
): InvoiceTotals {
  const unrounded: Money = sumMoney(lines.map((line) => multiplyMoney(line.rate, line.quantity)));
  const subtotal = roundMoney(unrounded);
  const zero = money(0);
  // Each half of an intra-state rate is its own tax line on the document, rounded on its own.
  const half = roundMoney(percentOf(unrounded, money(gstRate).div(2)));
  const cgst = mode === 'intra' ? half : zero;
  const sgst = mode === 'intra' ? half : zero;
  const igst = mode === 'inter' ? roundMoney(percentOf(unrounded, gstRate)) : zero;
  return {
    subtotal: toMoneyString(subtotal),
    cgst: toMoneyString(cgst),
    sgst: toMoneyString(sgst),
    igst: toMoneyString(igst),
    total: toMoneyString(sumMoney([subtotal, cgst, sgst, igst])),
    tax_mode: mode,
  };
}

/**
 * A credit note's totals: its lines taxed like the invoice it reverses (same rate, same place of
 * supply), rounded once for the note. An invoice with the spec's typed total carried no GST, so
 * neither does its credit note.
 */
export function creditNoteTotals(lines: readonly TaxLine[], gstRate: string, mode: TaxMode): InvoiceTotals {
  if (mode !== 'none') return invoiceTotals(lines, gstRate, mode);
  const subtotal = toMoneyString(sumMoney(lines.map((line) => multiplyMoney(line.rate, line.quantity))));
  return { subtotal, cgst: '0.00', sgst: '0.00', igst: '0.00', total: subtotal, tax_mode: 'none' };
}

export const CREDIT_NOTE_NUMBER_PATTERN = 'CN-{FY}-{SEQ:4}';

/** The first day of the financial year (April to March) a date falls in: 2027-02-10 → 2026. */
export function financialYearStart(date: string): number {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return month >= 4 ? year : year - 1;
}

export const DEFAULT_INVOICE_NUMBER_PATTERN = 'INV-{FY}-{SEQ:4}';
/** Tokens of an invoice number pattern: {FY} 2026, {FY2} 26-27, {SEQ:n} the sequence in n digits. */
export const INVOICE_PATTERN_TOKENS = /\{(FY|FY2|SEQ(?::(\d))?)\}/g;

/** The pattern with the financial year filled in and the sequence left as {SEQ…}. */
function withYear(pattern: string, date: string) {
  const fy = financialYearStart(date);
  const fy2 = `${String(fy % 100).padStart(2, '0')}-${String((fy + 1) % 100).padStart(2, '0')}`;
  return pattern.replace('{FY}', String(fy)).replace('{FY2}', fy2);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A matcher for the numbers a pattern gives in the date's financial year; group 1 is the sequence. */
export function invoiceNumberMatcher(pattern: string, date: string): RegExp {
  const parts = withYear(pattern, date).split(/\{SEQ(?::\d)?\}/);
  return new RegExp(`^${parts.map(escapeRegExp).join('(\\d+)')}$`, 'i');
}

/** The number with sequence `seq` in the date's financial year: ('INV-{FY}-{SEQ:4}', 2026-11-24, 1) → INV-2026-0001. */
export function formatInvoiceNumber(pattern: string, date: string, seq: number): string {
  return withYear(pattern, date).replace(/\{SEQ(?::(\d))?\}/, (_all, width?: string) =>
    String(seq).padStart(Number(width ?? 1), '0'),
  );
}

const SEQ_TOKEN = /\{SEQ(?::\d)?\}/;

/**
 * What a number counter counts in: the pattern with the date's financial year filled in and the
 * sequence left open, lower-cased ('inv-2026-{seq}'), as numbers match case-insensitively.
 * Null for a pattern without a sequence.
 */
export function invoiceNumberScope(pattern: string, date: string): string | null {
  if (!SEQ_TOKEN.test(pattern)) return null;
  return withYear(pattern, date).replace(SEQ_TOKEN, '{SEQ}').toLowerCase();
}

/**
 * The counter scope and sequence of a number written in the pattern, in any financial year
 * ('INV-2025-0099' → 'inv-2025-{seq}', 99); null when the number does not follow the pattern.
 */
export function invoiceNumberParts(pattern: string, number: string): { scope: string; seq: number } | null {
  if (!SEQ_TOKEN.test(pattern)) return null;
  const source = pattern
    .split(/(\{FY\}|\{FY2\}|\{SEQ(?::\d)?\})/)
    .map((part) => {
      if (part === '{FY}') return '\\d{4}';
      if (part === '{FY2}') return '\\d{2}-\\d{2}';
      if (SEQ_TOKEN.test(part)) return '(?<seq>\\d+)';
      return escapeRegExp(part);
    })
    .join('');
  const match = new RegExp(`^${source}$`, 'id').exec(number);
  const span = match?.indices?.groups?.seq;
  if (!match || !span) return null;
  const scope = `${number.slice(0, span[0])}{SEQ}${number.slice(span[1])}`.toLowerCase();
  return { scope, seq: Number(match.groups!.seq) };
}

/** The next free number after the ones already used in that financial year. */
export function nextInvoiceNumber(pattern: string, date: string, used: readonly string[]): string {
  const matcher = invoiceNumberMatcher(pattern, date);
  const highest = used.reduce((max, number) => {
    const seq = matcher.exec(number)?.[1];
    return seq ? Math.max(max, Number(seq)) : max;
  }, 0);
  return formatInvoiceNumber(pattern, date, highest + 1);
}
