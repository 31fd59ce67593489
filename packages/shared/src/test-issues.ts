// Test helper: the messages a schema answers, as `path: message`, in order.
import type { z } from 'zod';

export function issues(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}
