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
  'x'.repeat(5_000),
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

/** Deep nesting and long lists, beyond what the boundary allows. */
const oversized = fc.oneof(
  fc.constant(Array.from({ length: 250 }, (_, i) => `v${i}`)),
  fc.constant(Array.from({ length: 120 }, () => ({ wrong: true }))),
  fc.integer({ min: 20, max: 3_000 }).map((depth) => {
    let value: unknown = 'x';
    for (let level = 0; level < depth; level += 1) value = [value];
    return value;
  }),
);

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
