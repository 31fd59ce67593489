// Test helper: the messages a schema answers, as `path: message`, in order.
import type { z } from 'zod';

export function issues(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

/** The parsed value, or the messages of a failed parse (for fields, whose issues have no path). */
export function parsed(schema: z.ZodType, input: unknown): { value: unknown } | { messages: string[] } {
  const result = schema.safeParse(input);
  return result.success ? { value: result.data } : { messages: result.error.issues.map((i) => i.message) };
}
