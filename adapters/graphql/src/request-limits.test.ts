import { buildSchema, parse, validate } from 'graphql';
import { limitRules, REQUEST_LIMITS } from './request-limits';

// The contract has no recursive type today, so no valid query can be deep; this schema has one,
// so the rule that guards against a future recursive type can be seen to work.
const recursive = buildSchema(`
  type Node { name: String, child: Node }
  type Query { root: Node }
`);

function nested(depth: number): string {
  let selection = 'name';
  for (let level = 1; level < depth; level += 1) selection = `child { ${selection} }`;
  return `{ root { ${selection} } }`;
}

describe('request limits', () => {
  it('accepts a query as deep as the limit', () => {
    expect(validate(recursive, parse(nested(REQUEST_LIMITS.maxDepth - 1)), limitRules)).toEqual([]);
  });

  it('refuses a query deeper than the limit', () => {
    const errors = validate(recursive, parse(nested(REQUEST_LIMITS.maxDepth + 1)), limitRules);

    expect(errors.map((error) => error.message)).toEqual([expect.stringMatching(/depth/i)]);
  });

  it('refuses more aliases than the limit', () => {
    const aliases = Array.from({ length: REQUEST_LIMITS.maxAliases + 1 }, (_, i) => `a${i}: root { name }`);

    expect(validate(recursive, parse(`{ ${aliases.join(' ')} }`), limitRules)).toHaveLength(1);
  });
});
