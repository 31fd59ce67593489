// A placement's statuses and their labels, without zod or decimal.js: list filters and status chips
// use them at first paint (the partners' bills list pulled the placement schemas, 24 KiB of zod and
// money, for these three words).
export const PLACEMENT_STATUSES = ['upcoming', 'active', 'ended'] as const;
export type PlacementStatus = (typeof PLACEMENT_STATUSES)[number];
export const PLACEMENT_STATUS_LABELS: Record<PlacementStatus, string> = {
  upcoming: 'Upcoming',
  active: 'Active',
  ended: 'Ended',
};
