// The last recorded change of a record's sensitive fields, for a view's
// 'Bank details last changed by … on …' line.
import { z } from 'zod';

export const sensitiveChangeSummary = z.object({
  /** ISO time of the change. */
  changed_at: z.string(),
  /** Who made it; null for a change made by the system (an import, a key rotation never counts). */
  changed_by_name: z.string().nullable(),
  /** The second person who confirmed a bank change; null for changes made before confirmation existed. */
  confirmed_by_name: z.string().nullable().optional(),
  /** The labels of the fields that changed together, e.g. ['Account number', 'IFSC code']. */
  fields: z.array(z.string()),
});
export type SensitiveChangeSummary = z.infer<typeof sensitiveChangeSummary>;
