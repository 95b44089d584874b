/**
 * What the fuzz test sends (ADR 0046): fast-check arbitraries built from the API's own OpenAPI
 * document, so every operation is driven by the schema it declares, plus the hostile values and
 * malformed bodies no schema describes. Pure: no I/O, no knowledge of any one route.
 */
import fc from 'fast-check';

/** The subset of OpenAPI 3.0 schema objects @hono/zod-openapi emits for our routes. */
export interface Schema {
  type?: 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array';
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: Schema | boolean;
  items?: Schema;
  maxItems?: number;
  $ref?: string;
}

export interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema: Schema;
}

export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  /** The JSON body schema; undefined when the operation declares none (or multipart only). */
  body?: Schema;
  bodyRequired: boolean;
}

// biome-ignore lint/suspicious/noExplicitAny: the OpenAPI document is plain JSON
export type Doc = { paths: Record<string, Record<string, any>> };

/** Every operation of the document, in document order. */
/** The state-changing operations of an OpenAPI document, as `METHOD /path`. */
export function writesOf(doc: Doc): string[] {
  return operationsOf(doc)
    .filter((op) => op.method !== 'GET')
    .map((op) => `${op.method} ${op.path}`);
}

export function operationsOf(doc: Doc): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const json = op.requestBody?.content?.['application/json'];
      ops.push({
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        body: json?.schema,
        bodyRequired: Boolean(op.requestBody?.required),
      });
    }
  }
  return ops;
}

const ID_NAMES = /^(id|profile|message|conversation|request|payment|u)$/;
const takesInteger = (s: Schema): boolean =>
  s.type === 'integer' || (s.anyOf ?? s.oneOf ?? []).some(takesInteger);

/** The parameters and body fields of an operation that name a member or a member's thing. */
export function idFields(op: Operation): string[] {
  const params = op.parameters.filter((p) => ID_NAMES.test(p.name)).map((p) => p.name);
  const body = Object.entries(op.body?.properties ?? {})
    .filter(([k, s]) => ID_NAMES.test(k) && takesInteger(s))
    .map(([k]) => k);
  return [...params, ...body];
}

/**
 * Text with C0/C1 control characters, NUL included. One named export so the refusal of control
 * characters (issue 16, another branch) can be switched on for every endpoint in one place.
 */
export const controlCharacterText = fc
  .tuple(
    fc.string({ maxLength: 8 }),
    fc.constantFrom('\u0000', '\u0001', '\u0007', '\u0008', '\u000b', '\u001b', '\u007f', '\u0085', '\u009f'),
    fc.string({ maxLength: 8 }),
    fc.integer({ min: 0, max: 3 }),
  )
  // NUL is the one PostgreSQL cannot store at all, so it comes in three values of four.
  .map(([a, c, b, nul]) => `${a}${nul > 0 ? '\u0000' : ''}${c}${b}`);

// Control characters (C0, DEL, C1) other than tab, newline and carriage return.
const CONTROL = /\p{Cc}/gu;
const keepWhitespace = (s: string) => s.replace(CONTROL, (ch) => ('\t\n\r'.includes(ch) ? ch : ''));

/** Unicode without control characters: astral planes, combining marks, RTL, a lone surrogate. */
const unicodeText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }).map(keepWhitespace),
  fc.constantFrom(
    '\ud800',
    '💘🏳️‍🌈',
    'Zoë\u0301',
    '\u202eevil',
    'ǅemo',
    '𝔘𝔫𝔦',
    "' or 1=1 --",
    '<script>x</script>',
    '%00',
    '../../etc/passwd',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as text
    '${7*7}{{7*7}}',
  ),
);

/** A string far above any field's maximum (the body limit is 1 MiB; these stay below it). */
const hugeText = fc.integer({ min: 1_000, max: 200_000 }).map((n) => 'å'.repeat(n));

/**
 * The kinds of hostile text. A case draws one kind and uses it for all its strings, so every kind
 * reaches every field often, instead of one hostile string drowning among harmless ones.
 */
export function hostileTexts(): fc.Arbitrary<string>[] {
  return [
    fc.string({ maxLength: 30 }),
    unicodeText,
    hugeText,
    fc.constantFrom('', ' ', '\n', '\t ', '\r\n'),
    controlCharacterText,
  ];
}

/** Any JSON value, for a field of the wrong type. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, '', '1', [], {}),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ maxLength: 10 }),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 3 }),
);

/** What a generated value draws on: the case's kind of hostile text, and ids worth trying. */
export interface Sources {
  /** Hostile text for string fields; absent: plausible strings only. */
  text?: fc.Arbitrary<string>;
  ids: fc.Arbitrary<number>;
}

/**
 * Field names whose plausible value a schema cannot say (a length limit is all it declares), so
 * that the other fields of a body pass validation and the hostile one reaches the handler.
 */
const PLAUSIBLE: [RegExp, fc.Arbitrary<string>][] = [
  [/email/, fc.emailAddress()],
  [/date_of_birth|birth/, fc.constantFrom('1990-04-12', '1970-01-01', '2010-01-01', '1990-02-30')],
  [/password/, fc.constantFrom('a-long-password-2026', 'short', 'fuzzing-is-a-long-password')],
  [/^language$|^locale$/, fc.constantFrom('en', 'de', 'fi', 'xx')],
  [/country/, fc.constantFrom('NL', 'DE', 'US', 'XX')],
  [/iban/, fc.constantFrom('DE89370400440532013000', 'NL00XXXX0000000000')],
];

/** A value shaped as the schema says (types, enums, ranges, patterns), often but not always accepted. */
export function shapedValue(schema: Schema, src: Sources, name = '', depth = 0): fc.Arbitrary<unknown> {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map((s) => shapedValue(s, src, name, depth)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const base = baseValue(schema, src, name, depth);
  return schema.nullable
    ? fc.oneof({ weight: 4, arbitrary: base }, { weight: 1, arbitrary: fc.constant(null) })
    : base;
}

function baseValue(schema: Schema, src: Sources, name: string, depth: number): fc.Arbitrary<unknown> {
  switch (schema.type) {
    case 'string': {
      const plausible =
        PLAUSIBLE.find(([re]) => re.test(name))?.[1] ??
        (schema.pattern
          ? fc.stringMatching(new RegExp(schema.pattern))
          : fc.string({
              minLength: Math.max(schema.minLength ?? 0, 1),
              maxLength: Math.min(schema.maxLength ?? 40, 40),
            }));
      return src.text ? fc.oneof(plausible, src.text) : plausible;
    }
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? -1_000_000;
      const max = schema.maximum ?? 1_000_000_000;
      const inRange =
        schema.type === 'integer'
          ? fc.integer({ min: Math.ceil(min), max: Math.min(Math.floor(max), 2 ** 31) })
          : fc.double({ min, max, noNaN: true });
      return fc.oneof(
        { weight: 3, arbitrary: /id$|^profile$|^to$|^message/.test(name) ? src.ids : inRange },
        { weight: 1, arbitrary: fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, 1e21) },
      );
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return depth > 3
        ? fc.constant([])
        : fc.array(shapedValue(schema.items ?? {}, src, name, depth + 1), { maxLength: 4 });
    case 'object':
      return objectOf(schema, src, depth);
    default:
      return anyJson;
  }
}

function objectOf(schema: Schema, src: Sources, depth: number): fc.Arbitrary<unknown> {
  if (depth > 3) return fc.constant({});
  const props = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const fields = Object.fromEntries(
    Object.entries(props).map(([k, s]) => [k, shapedValue(s, src, k, depth + 1)]),
  );
  const extra =
    typeof schema.additionalProperties === 'object'
      ? fc.dictionary(
          fc.string({ maxLength: 12 }),
          shapedValue(schema.additionalProperties, src, '', depth + 1),
          {
            maxKeys: 4,
          },
        )
      : fc.constant({});
  return fc
    .tuple(fc.record(fields, { requiredKeys: [...required].filter((k) => k in props) }), extra)
    .map(([own, more]) => ({ ...more, ...own }));
}

/** Whether a field takes a string (alone or as one of its options). */
const takesString = (s: Schema): boolean =>
  s.type === 'string' || (s.anyOf ?? s.oneOf ?? []).some(takesString);

/**
 * A plausible object (every field as a real client sends it) with exactly one string field
 * hostile: the shape that gets past validation of the other fields and carries the hostile
 * value into the handler and the database. Undefined when the schema has no string field.
 */
export function oneHostileField(schema: Schema, ids: fc.Arbitrary<number>, text: fc.Arbitrary<string>) {
  const strings = Object.entries(schema.properties ?? {})
    .filter(([, s]) => takesString(s) && !s.enum)
    .map(([k]) => k);
  if (strings.length === 0) return undefined;
  return fc
    .tuple(
      shapedValue(schema, { ids }) as fc.Arbitrary<Record<string, unknown>>,
      fc.constantFrom(...strings),
      text,
    )
    .map(([value, field, hostile]) => ({ ...value, [field]: hostile }));
}

/** A schema-shaped object with its fields broken: wrong types, required ones missing. */
export function brokenObject(schema: Schema, src: Sources): fc.Arbitrary<unknown> {
  const props = Object.keys(schema.properties ?? {});
  return fc
    .tuple(
      shapedValue(schema, src) as fc.Arbitrary<Record<string, unknown>>,
      fc.subarray(props),
      fc.subarray(props),
      fc.array(anyJson, { minLength: props.length, maxLength: props.length }),
    )
    .map(([value, retyped, dropped, junk]) => {
      const out: Record<string, unknown> = { ...(value && typeof value === 'object' ? value : {}) };
      retyped.forEach((k, i) => {
        out[k] = junk[i];
      });
      for (const k of dropped) delete out[k];
      return out;
    });
}

export interface Body {
  contentType?: string;
  body?: string | FormData;
}

/** Bodies no schema allows: broken JSON, the wrong media type, junk files, a bomb of nesting. */
export function junkBody(text: fc.Arbitrary<string>): fc.Arbitrary<Body> {
  return fc.oneof(
    fc.constantFrom<Body>(
      {},
      { contentType: 'application/json', body: '' },
      { contentType: 'application/json', body: '{' },
      { contentType: 'application/json', body: 'null' },
      { contentType: 'application/json', body: '[]' },
      { contentType: 'application/json', body: '"x"' },
      {
        contentType: 'application/json',
        body: '{"__proto__":{"admin":true},"constructor":{"prototype":{}}}',
      },
      { contentType: 'application/json', body: `${'['.repeat(5_000)}${']'.repeat(5_000)}` },
      { contentType: 'application/json', body: 'x'.repeat(1_100_000) },
      {
        contentType: 'application/xml',
        body: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x "y">]><a>&x;</a>',
      },
    ),
    text.map((t) => ({ contentType: 'application/json', body: t })),
    text.map((t) => ({ contentType: 'text/plain', body: t })),
    text.map((t) => ({
      contentType: 'application/x-www-form-urlencoded',
      body: new URLSearchParams({ a: t, id: '1' }).toString(),
    })),
    fc.tuple(text, fc.uint8Array({ maxLength: 64 })).map(([t, bytes]) => {
      const form = new FormData();
      form.set('photo', new Blob([bytes], { type: 'image/jpeg' }), t.slice(0, 200) || 'x.jpg');
      for (const field of ['profile', 'text', 'client_id', 'id']) form.set(field, t.slice(0, 200));
      return { body: form };
    }),
  );
}
