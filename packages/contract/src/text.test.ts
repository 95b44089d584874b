/**
 * Every string a caller can send refuses NUL and other control characters (ADR 0044): this
 * walks every request schema (the `…RequestSchema`, `…QuerySchema`, `…UpdateSchema` and
 * `…ChangeSchema` exports, and the few request bodies named otherwise), so a new field built
 * with a bare `z.string()` fails here.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as schemas from './index.ts';
import { multilineText, text } from './text.ts';

const OTHER_REQUEST_BODIES = new Set([
  'resetPasswordSchema',
  'sandboxOutcomeSchema',
  'directDebitCodeSchema',
  'directDebitResendSchema',
]);
const requestSchemas = Object.entries(schemas).filter(
  ([name]) => /(Request|Query|Update|Change)Schema$/.test(name) || OTHER_REQUEST_BODIES.has(name),
) as [string, z.ZodType][];

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  element?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Every string schema inside `schema`, with its path. */
function strings(schema: z.ZodType, path: string): [string, z.ZodType][] {
  const def = defOf(schema);
  if (def.type === 'string') return [[path, schema]];
  const children: [string, z.ZodType | undefined][] = [
    ...Object.entries(def.shape ?? {}).map(([k, v]) => [`${path}.${k}`, v] as [string, z.ZodType]),
    [path, def.innerType],
    [path, def.in],
    [path, def.out],
    ...(def.options ?? []).map((o) => [path, o] as [string, z.ZodType]),
    [`${path}[]`, def.element],
    [`${path}{key}`, def.keyType],
    [`${path}{}`, def.valueType],
  ];
  return children.flatMap(([p, child]) => (child ? strings(child, p) : []));
}

describe('request schemas', () => {
  const fields = requestSchemas.flatMap(([name, schema]) => strings(schema, name));

  it('cover the calls (the walk finds the fields)', () => {
    expect(requestSchemas.length).toBeGreaterThan(25);
    expect(fields.map(([p]) => p)).toEqual(
      expect.arrayContaining([
        'loginRequestSchema.email',
        'sendMessageRequestSchema.text',
        'profileUpdateSchema.about_me',
        'memberSearchQuerySchema.countryregion',
        'paymentRequestSchema.discount_code',
      ]),
    );
  });

  it.each(fields)('%s refuses NUL and other control characters', (_path, field) => {
    for (const c of ['\u0000', '\u0007', '\u001b', '\u007f']) {
      expect(field.safeParse(`ab${c}cd`).success).toBe(false);
    }
  });
});

describe('text helpers', () => {
  it('one line refuses line breaks and tabs with the control_characters code', () => {
    const result = text().safeParse('a\nb');
    expect(result.error?.issues[0]?.message).toBe('control_characters');
    expect(text().safeParse('a\tb').success).toBe(false);
    expect(text().safeParse('Zoë 🙂').success).toBe(true);
  });

  it('multi-line text keeps line breaks (CR LF from a textarea) and tabs', () => {
    expect(multilineText().safeParse('Hi!\r\n\tHow are you?').success).toBe(true);
    expect(multilineText().safeParse('a\u0000b').error?.issues[0]?.message).toBe('control_characters');
  });
});
