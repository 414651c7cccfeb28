import fc from 'fast-check';
import type { z } from 'zod';

/**
 * Values a zod schema (zod 4) would accept, as a fast-check arbitrary: the fuzz tests' "inside
 * the schema" half. It reads the schema's definition (`_zod.def`) for the kinds the contracts
 * use; refinements (`.refine`) cannot be read, so values are "valid-ish": they pass every
 * declared type, bound, length and pattern, not necessarily a custom rule. A kind it does not
 * know throws, so a new kind in the contracts fails the tests until it is handled here.
 */

interface CheckDef {
  check: string;
  format?: string;
  pattern?: RegExp;
  minimum?: number;
  maximum?: number;
  value?: number;
  inclusive?: boolean;
  /** An overwrite check's function (`.trim()`, `.toLowerCase()`). */
  tx?: (value: unknown) => unknown;
}

interface SchemaDef {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  coerce?: boolean;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  values?: unknown[];
  entries?: Record<string, string | number>;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
}

export const defOf = (schema: unknown): SchemaDef => (schema as { _zod: { def: SchemaDef } })._zod.def;
const checksOf = (def: SchemaDef): CheckDef[] => (def.checks ?? []).map((check) => check._zod.def);

/** Record ids the fuzz world holds (see world.ts): most generated ids point at something real. */
export interface DeriveOptions {
  /** Ids that exist; a generated id is one of these most of the time. */
  knownIds: readonly number[];
  /** Longest string generated for an unbounded field (bounded ones stay inside their bound). */
  maxStringLength: number;
  /** Longest array generated. */
  maxArrayLength: number;
}

export const DEFAULT_DERIVE: DeriveOptions = { knownIds: [2, 3, 4, 5], maxStringLength: 40, maxArrayLength: 6 };

/** The largest value a 32-bit id column holds: a bound this size marks the number as a record id. */
const MAX_ID = 2147483647;

interface Bounds {
  min: number;
  max: number;
  integer: boolean;
}

function numberBounds(def: SchemaDef): Bounds {
  let integer = false;
  // Unbounded: the whole range the schema takes (fast-check still favours small values and the ends).
  let low = { value: -Number.MAX_SAFE_INTEGER, inclusive: true };
  let high = { value: Number.MAX_SAFE_INTEGER, inclusive: true };
  for (const check of checksOf(def)) {
    if (check.check === 'number_format') integer = true;
    if (check.check === 'greater_than') low = { value: check.value!, inclusive: check.inclusive ?? false };
    if (check.check === 'less_than') high = { value: check.value!, inclusive: check.inclusive ?? false };
  }
  if (integer) {
    const min = low.inclusive ? Math.ceil(low.value) : Math.floor(low.value) + 1;
    const max = high.inclusive ? Math.floor(high.value) : Math.ceil(high.value) - 1;
    return { min, max, integer };
  }
  // A decimal's exclusive bound: the next representable value inside it is close enough.
  const min = low.inclusive ? low.value : low.value + Math.max(Math.abs(low.value), 1) * 1e-9;
  const max = high.inclusive ? high.value : high.value - Math.max(Math.abs(high.value), 1) * 1e-9;
  return { min, max, integer };
}

function numberArbitrary(def: SchemaDef, options: DeriveOptions): fc.Arbitrary<number> {
  const { min, max, integer } = numberBounds(def);
  if (integer) {
    const anyInRange = fc.integer({ min, max });
    const ids = options.knownIds.filter((id) => id >= min && id <= max);
    // An id field: mostly records that exist, so requests reach the service's rules.
    if (max === MAX_ID && min >= 0 && ids.length > 0)
      return fc.oneof({ arbitrary: fc.constantFrom(...ids), weight: 4 }, { arbitrary: anyInRange, weight: 1 });
    // Codes (a question type 0–3) are small numbers a refinement lists: small values often.
    const small = fc.integer({ min: Math.max(min, -3), max: Math.max(Math.min(max, 12), Math.max(min, -3)) });
    return fc.oneof({ arbitrary: small, weight: 2 }, { arbitrary: anyInRange, weight: 1 });
  }
  // Scores and other decimals: whole numbers and halves (what forms send) as well as any double.
  const whole = fc.integer({ min: Math.ceil(Math.max(min, -1e9)), max: Math.floor(Math.min(max, 1e9)) });
  const halves = whole.map((n) => n + 0.5).filter((n) => n <= max);
  return fc.oneof(whole, halves, fc.double({ min, max, noNaN: true, noDefaultInfinity: true }));
}

function stringArbitrary(def: SchemaDef, options: DeriveOptions): fc.Arbitrary<string> {
  let minLength = 0;
  let maxLength: number | undefined;
  let format: fc.Arbitrary<string> | undefined;
  const overwrites: ((value: string) => string)[] = [];
  for (const check of checksOf(def)) {
    if (check.check === 'overwrite') overwrites.push(check.tx as (value: string) => string);
    if (check.check === 'min_length') minLength = check.minimum!;
    if (check.check === 'max_length') maxLength = check.maximum!;
    if (check.check === 'length_equals') minLength = maxLength = check.value!;
    if (check.check === 'string_format') {
      if (check.format === 'email') format = fc.emailAddress();
      else if (check.format === 'url') format = fc.webUrl();
      else if (check.pattern) format = fc.stringMatching(check.pattern);
      else throw new Error(`zod-arbitrary: string format ${check.format} is not handled`);
    }
  }
  const min = minLength;
  // The schema checks the text after its overwrites (a trim): so must the generator.
  const overwritten = (text: string) => overwrites.reduce((value, overwrite) => overwrite(value), text);
  const pattern = checksOf(def).find((check) => check.pattern)?.pattern;
  const fits = (text: string) => {
    const value = overwritten(text);
    return value.length >= min && value.length <= (maxLength ?? Infinity) && (!pattern || pattern.test(value));
  };
  // A pattern decides the length itself (a 64-digit hash): only the declared bounds apply.
  if (format) return format.filter(fits);
  const max = Math.max(Math.min(maxLength ?? options.maxStringLength, options.maxStringLength), min);
  // Printable text and any code point (astral, RTL, combining marks): the schema allows both.
  return fc
    .oneof(fc.string({ minLength: min, maxLength: max }), fc.string({ unit: 'grapheme', minLength: min, maxLength: max }))
    .filter(fits);
}

/** An arbitrary of values `schema` accepts (up to its refinements). */
export function arbitraryFor(schema: unknown, options: DeriveOptions = DEFAULT_DERIVE): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (child: unknown) => arbitraryFor(child, options);
  switch (def.type) {
    case 'object': {
      const shape = def.shape ?? {};
      const required = Object.keys(shape).filter((key) => !acceptsUndefined(shape[key]));
      const fields = Object.fromEntries(Object.entries(shape).map(([key, child]) => [key, inner(child)]));
      return fc.record(fields, { requiredKeys: required });
    }
    case 'string':
      return stringArbitrary(def, options);
    case 'number':
      return numberArbitrary(def, options);
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries!));
    case 'literal':
      return fc.constantFrom(...def.values!);
    case 'union':
      return fc.oneof(...def.options!.map(inner));
    case 'optional':
    case 'default':
      return fc.option(inner(def.innerType), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(inner(def.innerType), { nil: null, freq: 4 });
    case 'pipe':
      // z.preprocess(fn, schema) is a pipe from a transform: the values are the target's. A
      // schema followed by .transform(fn) is a pipe into a transform: the values are the source's.
      return defOf(def.in).type === 'transform' ? inner(def.out) : inner(def.in);
    case 'array': {
      let minLength = 0;
      let maxLength = options.maxArrayLength;
      for (const check of checksOf(def)) {
        if (check.check === 'min_length') minLength = check.minimum!;
        if (check.check === 'max_length') maxLength = Math.min(check.maximum!, Math.max(options.maxArrayLength, minLength));
      }
      return fc.array(inner(def.element), { minLength, maxLength });
    }
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 10 }), inner(def.valueType), { maxKeys: options.maxArrayLength });
    case 'unknown':
    case 'any':
      return fc.jsonValue({ maxDepth: 2 });
    default:
      throw new Error(`zod-arbitrary: schema kind "${def.type}" is not handled`);
  }
}

/** True when the field may be left out (optional, defaulted, or preprocessed from nothing). */
function acceptsUndefined(schema: unknown): boolean {
  return (schema as z.ZodType).safeParse(undefined).success;
}

/** Every field name an object schema (through pipes, defaults and unions) declares at its top level. */
export function topLevelKeys(schema: unknown): string[] {
  const def = defOf(schema);
  if (def.type === 'object') return Object.keys(def.shape ?? {});
  if (def.type === 'pipe') return defOf(def.in).type === 'transform' ? topLevelKeys(def.out) : topLevelKeys(def.in);
  if (def.type === 'optional' || def.type === 'default' || def.type === 'nullable') return topLevelKeys(def.innerType);
  if (def.type === 'union') return [...new Set(def.options!.flatMap(topLevelKeys))];
  return [];
}
