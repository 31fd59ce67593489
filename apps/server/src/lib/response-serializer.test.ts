import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { nullableWithoutAnyOf, responseSerializer } from './response-serializer';

const record = z.object({
  id: z.number().int(),
  manager_id: z.number().int().nullable(),
  state: z.enum(['sent', 'failed']).nullable(),
  address: z.object({ city: z.string(), zip: z.string().nullable() }).nullable(),
  tags: z.array(z.string()).nullable(),
  either: z.union([z.number(), z.string()]).nullable(),
});

const write = (checkWithZod: boolean) =>
  responseSerializer({ checkWithZod })({ schema: record, method: 'GET', url: '/x', httpStatus: '200' });

describe('the answer serializer', () => {
  it('writes nullable values as null or as their schema writes them, as zod would', () => {
    const answers = [
      { id: 1, manager_id: null, state: null, address: null, tags: null, either: null },
      {
        id: 2,
        manager_id: 7,
        state: 'sent',
        address: { city: 'Pune', zip: null, hidden: 'x' },
        tags: ['a'],
        either: 'b',
        secret: 'never written',
      },
    ];
    for (const answer of answers) {
      const written = write(false)(answer);
      expect(JSON.parse(written)).toEqual(z.encode(record, answer as z.input<typeof record>));
      expect(write(true)(answer)).toBe(written);
    }
  });

  it('leaves no anyOf of a value or null for fast-json-stringify to validate per value', () => {
    const json = JSON.stringify(
      nullableWithoutAnyOf(z.toJSONSchema(record, { io: 'output', target: 'draft-07' })),
    );
    // The id, the enum, the object and the array `| null` (zod writes a union of plain types as a type list).
    expect(json).not.toContain('anyOf');
    expect(json.match(/"nullable":true/g)).toHaveLength(4);
  });
});
