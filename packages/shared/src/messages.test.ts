// Every rule of every shared schema answers a human message, never zod's own text ("Too big:
// expected string to have <=20 characters", "Invalid input: expected number, received NaN"), and
// an over-long value is never told it is missing ('Please enter your email' for 101 characters).
//
// The walk starts from the package's exports, so the schemas of modules added later are checked
// without anyone listing them. Each schema is fed wrong values field by field (nested objects and
// list rows too). A parse-wide fallback message marks every issue zod would word itself.
//
// Which exports are checked: a schema that answers any human message for these values is a request
// schema and must answer nothing else; one named like a request (…Body, …Query, …Param, …Field) must
// answer human messages even if it has none yet. Response shapes (user, position, …) carry no
// messages and are left alone: a caller never sends them.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as shared from './index';

const LIBRARY_DEFAULT = '<zod default message>';
/** zod's English texts, in case a schema names one itself. */
const LIBRARY_WORDING =
  /^(Too (big|small)|Invalid (input|option|string|element|key|value|union|date|number|type)|Unrecognized key|Expected)|expected .*(received|to (have|be))/i;
const REQUEST_NAME = /(Body|Bodies|Query|Param|Field)$/;
/** The shape of an error answer: the server writes it, no caller sends it. */
const NOT_REQUESTS = new Set(['errorBody']);

const LONG = 10_001;
/** Values no field should take quietly: empty, blank, over-long (letters, digits, an address), wrong types. */
const WRONG_VALUES: unknown[] = [
  undefined,
  null,
  '',
  '   ',
  'abc',
  'a'.repeat(LONG),
  '9'.repeat(LONG),
  `${'a'.repeat(LONG)}@example.com`,
  0,
  -1,
  1.5,
  12345,
  true,
  {},
  [],
  ['x'],
  [{}],
];
const OVER_LONG = new Set(WRONG_VALUES.filter((v) => typeof v === 'string' && v.length >= LONG));

/** The object or array inside wrappers (optional, default, pipe, transform, prefault …). */
function core(schema: z.ZodType, depth = 0): z.ZodType {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  if (depth > 10) return schema;
  for (const inner of ['innerType', 'in', 'schema']) {
    if (def[inner] instanceof z.ZodType) return core(def[inner] as z.ZodType, depth + 1);
  }
  return schema;
}

/** Inputs that get a wrong value at one place each, nested objects and list rows included. */
function inputs(schema: z.ZodType, depth = 0): { at: string; value: unknown }[] {
  const base = WRONG_VALUES.map((value) => ({ at: '', value }));
  const inner = core(schema);
  // An object is a body or a row, not a field: it gets its fields' wrong values, and {} for all missing.
  if (inner instanceof z.ZodObject) {
    if (depth > 2) return [{ at: '', value: {} }];
    const fields = Object.entries(inner.shape as Record<string, z.ZodType>).flatMap(([key, field]) =>
      inputs(field, depth + 1).map(({ at, value }) => ({
        at: at ? `${key}.${at}` : key,
        value: { [key]: value },
      })),
    );
    return [{ at: '', value: {} }, ...fields];
  }
  if (inner instanceof z.ZodArray && depth <= 2) {
    const rows = inputs(inner.element as z.ZodType, depth + 1).map(({ at, value }) => ({
      at: at ? `0.${at}` : '0',
      value: [value],
    }));
    return [...base, ...rows];
  }
  return base;
}

interface Answer {
  at: string;
  value: unknown;
  path: string;
  code: string;
  message: string;
}

function answers(schema: z.ZodType): Answer[] {
  const found: Answer[] = [];
  for (const { at, value } of inputs(schema)) {
    const result = schema.safeParse(value, { error: () => LIBRARY_DEFAULT });
    if (result.success) continue;
    for (const issue of result.error.issues) {
      found.push({ at, value, path: issue.path.join('.'), code: issue.code, message: issue.message });
    }
  }
  return found;
}

/** Every exported zod schema, by export name; records of schemas (masterCreateBodies) opened up. */
function exportedSchemas(): [string, z.ZodType][] {
  const found: [string, z.ZodType][] = [];
  for (const [name, value] of Object.entries(shared)) {
    if (value instanceof z.ZodType) found.push([name, value]);
    else if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [key, item] of Object.entries(value)) {
        if (item instanceof z.ZodType) found.push([`${name}.${key}`, item]);
      }
    }
  }
  return found;
}

/** The wrong value inside the body ({ email: 'aaa…' } → 'aaa…'); an empty {} or [] is itself. */
const leafValue = (value: unknown): unknown => {
  let v = value;
  while (v && typeof v === 'object' && Object.keys(v).length > 0) {
    v = Array.isArray(v) ? v[0] : Object.values(v)[0];
  }
  return v;
};
const describeValue = (value: unknown) => {
  const leaf = leafValue(value);
  if (leaf === undefined) return 'nothing';
  if (typeof leaf === 'object') return JSON.stringify(leaf);
  return typeof leaf === 'string' && leaf.length > 20 ? `<${leaf.length} characters>` : JSON.stringify(leaf);
};

/** The answers of the schemas that take a caller's input (see the top of this file). */
const requests = exportedSchemas().flatMap(([name, schema]) => {
  const all = answers(schema);
  const human = all.filter((a) => a.message !== LIBRARY_DEFAULT && !LIBRARY_WORDING.test(a.message));
  const named = REQUEST_NAME.test(name.split('.')[0]!) && !NOT_REQUESTS.has(name);
  return named || human.length > 0 ? [{ name, all, human }] : [];
});

describe('messages of the shared schemas', () => {
  it('finds the schemas of every module through the exports', () => {
    const names = requests.map(({ name }) => name);
    for (const name of ['loginBody', 'userBody', 'positionBody', 'applicantFilterBody', 'idParam']) {
      expect(names).toContain(name);
    }
  });

  it.each(requests)('$name answers only human messages', ({ all, human }) => {
    const raw = all
      .filter((a) => !human.includes(a))
      .map((a) => `${a.path || '(value)'} for ${describeValue(a.value)}: ${a.message}`);
    expect([...new Set(raw)]).toEqual([]);
  });

  it.each(requests)('$name never answers an over-long value with the "required" message', ({ name, all }) => {
    // What a field answers when it is left out or empty: its "required" message.
    const required = new Map<string, Set<string>>();
    for (const a of all) {
      const leaf = leafValue(a.value);
      if (a.path === a.at && (leaf === undefined || leaf === '') && a.message !== LIBRARY_DEFAULT) {
        required.set(a.path, (required.get(a.path) ?? new Set()).add(a.message));
      }
    }
    // The length limit itself must speak: "Email must be at most 100 characters".
    const wrong = all
      .filter((a) => a.path === a.at && a.code === 'too_big' && OVER_LONG.has(leafValue(a.value) as string))
      .filter((a) => required.get(a.path)?.has(a.message))
      .map((a) => `${a.path || name} for ${describeValue(a.value)}: ${a.message}`);
    expect([...new Set(wrong)]).toEqual([]);
  });
});
