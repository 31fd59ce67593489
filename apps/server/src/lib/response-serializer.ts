// Answers are written by fast-json-stringify, compiled once per route from the route's zod response
// schema turned into JSON Schema. Like zod's encode it writes only the properties the schema lists
// (hidden fields never leave the server), at a fifth of the CPU: zod checking every row of a list
// before JSON.stringify was the largest single cost of a list request after the SQL
// (docs/performance.md). Outside production zod still checks every answer and what it would write
// is compared with the fast one (as values: key order may differ), so a handler that returns the wrong shape, or a schema the two would
// write differently, fails the tests with the route named.
import { isDeepStrictEqual } from 'node:util';
import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

type Stringify = (data: unknown) => string;

type JsonSchema = { [key: string]: unknown };
const isObject = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * zod writes `.nullable()` as `anyOf: [schema, { type: 'null' }]`, and fast-json-stringify answers
 * an anyOf by running an ajv validation of each option on every value (a nullable object: of the
 * whole object), per row. The same schema as `nullable: true` is written as "null, or the schema's
 * value" with no validation; the answers are the same (outside production zod still checks them).
 */
export function nullableWithoutAnyOf(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullableWithoutAnyOf);
  if (!isObject(node)) return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) out[key] = nullableWithoutAnyOf(value);
  const options = out.anyOf;
  if (!Array.isArray(options) || options.length !== 2) return out;
  const nullAt = options.findIndex((o) => isObject(o) && o.type === 'null' && Object.keys(o).length === 1);
  const other: unknown = options[1 - nullAt];
  const simple =
    nullAt !== -1 &&
    isObject(other) &&
    typeof other.type === 'string' &&
    !('anyOf' in other || 'oneOf' in other || 'allOf' in other || '$ref' in other || 'nullable' in other);
  if (!simple) return out;
  const { anyOf: _, ...siblings } = out;
  return { ...siblings, ...other, nullable: true };
}

/** fast-json-stringify for the schema, or zod's encode when the schema has no JSON Schema form. */
function compile(schema: ZodType): Stringify {
  try {
    const json = nullableWithoutAnyOf(
      z.toJSONSchema(schema, { io: 'output', target: 'draft-07', unrepresentable: 'any' }),
    );
    return fastJsonStringify(json as Parameters<typeof fastJsonStringify>[0]) as Stringify;
  } catch {
    return (data) => JSON.stringify(z.encode(schema, data));
  }
}

export function responseSerializer(options: { checkWithZod: boolean }): FastifySerializerCompiler<ZodType> {
  return ({ schema, method, url }) => {
    // Compiled on the route's first answer, not at start: a restart stays quick.
    let stringify: Stringify | undefined;
    return (data) => {
      stringify ??= compile(schema);
      const written = stringify(data);
      if (options.checkWithZod) {
        const checked = z.safeEncode(schema, data);
        if (checked.error) throw new ResponseSerializationError(method, url, { cause: checked.error });
        if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(JSON.stringify(checked.data)))) {
          throw new Error(`${method} ${url}: fast-json-stringify wrote the answer differently from zod`);
        }
      }
      return written;
    };
  };
}
