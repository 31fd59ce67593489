// The notice period is free text of up to 10 characters ('30 days', '2 months', 'Immediate'); the
// filter needs it in days.

const DAYS_PER_UNIT: [RegExp, number][] = [
  [/^(d|day|days)$/, 1],
  [/^(w|wk|wks|week|weeks)$/, 7],
  [/^(m|mo|mon|mons|month|months)$/, 30],
];

/** Days of notice, or null when the text says nothing readable. A bare number means days. */
export function noticePeriodDays(text: string): number | null {
  const value = text.trim().toLowerCase();
  if (/^(immediate(ly)?|imm|none|nil|0)$/.test(value)) return 0;
  const match = /^(\d+(?:\.\d+)?)\s*([a-z()]*)\.?$/.exec(value);
  if (!match) return null;
  const amount = Number(match[1]);
  const unit = match[2]!.replace(/\(s\)$/, 's');
  if (unit === '') return Math.round(amount);
  const perUnit = DAYS_PER_UNIT.find(([pattern]) => pattern.test(unit))?.[1];
  return perUnit === undefined ? null : Math.round(amount * perUnit);
}
