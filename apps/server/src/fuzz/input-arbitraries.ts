import fc from 'fast-check';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLInputType,
} from 'graphql';

/** Text that has broken servers: control characters, broken UTF-16, injection, huge and odd Unicode. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF',
  'x\uD83D',
  '\u202Eevil\u202C',
  '\u200F\u200E',
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${jndi:ldap://x}',
  '../../etc/passwd',
  '%00',
  '\\',
  '"',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '🚚🚗👩‍🔧',
  'Zoë Māori ß İ',
  'ＡＢＣ',
  'e\u0301',
  '\u212B\u00C5A\u030A',
  '\uFB01le',
  'x'.repeat(5_000),
  // Near the body limit: whole requests beyond it are refused by the HTTP server with 413.
  'y'.repeat(60_000),
  'a@b',
  'test@example.com',
  'AU',
  'NZ',
  '2026-02-30',
];

const hostileString = fc.constantFrom(...HOSTILE_STRINGS);
const anyString = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
);
const anyInt = fc.oneof(
  fc.integer({ min: -5, max: 200_000 }),
  fc.constantFrom(0, -1, 2 ** 31 - 1, -(2 ** 31)),
);
/** Values of the wrong kind for any type: what a careless or hostile client sends. */
const wrongKind = fc.oneof(
  fc.constantFrom(null, true, 1.5, 2 ** 53, -0, [], {}, ''),
  fc.string({ maxLength: 8 }),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.integer(), { maxKeys: 3 }),
);

/**
 * JSON text sent as it is: JSON.stringify (the test's and the HTTP client's) overflows the stack on
 * 10,000 levels, which JSON.parse on the server reads without trouble.
 */
export class RawJson {
  constructor(readonly text: string) {}
}

/** Deep nesting and long lists, beyond what the boundary allows. */
const oversized = fc.oneof(
  fc.constant(Array.from({ length: 250 }, (_, i) => `v${i}`)),
  fc.constant(Array.from({ length: 120 }, () => ({ wrong: true }))),
  fc
    .oneof(fc.integer({ min: 11, max: 3_000 }), fc.constant(10_000))
    .map((depth) => new RawJson(`${'['.repeat(depth)}"x"${']'.repeat(depth)}`)),
  fc.constant(new RawJson(`${'{"make":'.repeat(10_000)}"x"${'}'.repeat(10_000)}`)),
);

/** The request body, with RawJson values written in as their text. */
export function requestBody(query: string, variables: unknown): string {
  const raw: string[] = [];
  const body = JSON.stringify({ query, variables }, (_key, value: unknown) =>
    value instanceof RawJson ? `__raw_json_${raw.push(value.text) - 1}__` : value,
  );
  return body.replace(/"__raw_json_(\d+)__"/g, (_match, index: string) => raw[Number(index)]!);
}

/** Values for one input type: mostly of its shape with hostile contents, sometimes of the wrong kind. */
export function valueFor(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  const shaped = shapedValueFor(type, depth);
  return fc.oneof(
    { weight: 12, arbitrary: shaped },
    { weight: 2, arbitrary: wrongKind },
    { weight: 1, arbitrary: oversized },
  );
}

function shapedValueFor(type: GraphQLInputType, depth: number): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return shapedValueFor(type.ofType, depth);
  if (isListType(type)) {
    return fc.array(valueFor(type.ofType as GraphQLInputType, depth + 1), { maxLength: depth > 2 ? 1 : 4 });
  }
  const named = getNamedType(type);
  if (isEnumType(named)) {
    return fc.oneof(fc.constantFrom(...named.getValues().map((value) => value.name)), hostileString);
  }
  if (isInputObjectType(named)) {
    if (depth > 3) return fc.constant({});
    const fields = Object.values(named.getFields());
    return fc.record(
      Object.fromEntries(fields.map((field) => [field.name, valueFor(field.type, depth + 1)])),
      { requiredKeys: [] },
    );
  }
  if (isScalarType(named)) {
    switch (named.name) {
      case 'Int':
        return anyInt;
      case 'Float':
        return fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), anyInt);
      case 'Boolean':
        return fc.boolean();
      default:
        return anyString;
    }
  }
  return anyString;
}
