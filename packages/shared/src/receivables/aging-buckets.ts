// The aging buckets alone, without the report's schemas: the dashboard draws them on its first load,
// which should not carry zod and the money schemas for five labels.
export const AGING_BUCKETS = [
  { key: 'not_due', label: 'Not yet due' },
  { key: 'days_1_30', label: '1–30 days' },
  { key: 'days_31_60', label: '31–60 days' },
  { key: 'days_61_90', label: '61–90 days' },
  { key: 'days_90_plus', label: '90+ days' },
] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number]['key'];

/** Each bucket's colour on a chart, in AGING_BUCKETS' order: green when not due, to red past 90 days. */
export const AGING_COLORS = ['#2e7d32', '#f9a825', '#ef6c00', '#d84315', '#b71c1c'] as const;
