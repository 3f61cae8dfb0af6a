import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
} from 'graphql';
import { typeDefs } from './schema/type-defs';
import { theSampleCustomer } from './testing/accounts-test-support';
import { aTestServer } from './testing/test-server';

/**
 * THE list of operations still answering NOT_IMPLEMENTED. Whoever implements one removes it here;
 * the test calls every operation of the contract, so the list cannot drift from the truth.
 */
const STILL_NOT_IMPLEMENTED: string[] = [];

const schema = buildSchema(typeDefs);

/** A value the type accepts: enough to reach the resolver, which is all this test needs. */
function sampleValue(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType);
  if (isListType(type)) return [];
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (isInputObjectType(type)) {
    const required = Object.values(type.getFields()).filter((field) => isNonNullType(field.type));
    return Object.fromEntries(required.map((field) => [field.name, sampleValue(field.type)]));
  }
  if (isScalarType(type)) {
    const samples: Record<string, unknown> = { Int: 10, Float: 1.5, Boolean: true, JSON: {} };
    return samples[type.name] ?? 'sample';
  }
  throw new Error(`no sample for ${String(type)}`);
}

function operationCalling(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const variables = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const named = getNamedType(field.type);
  const selection = 'getFields' in named ? ' { __typename }' : '';
  return `${kind}${variables ? ` (${variables})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
}

async function operationsAnswering(code: string): Promise<string[]> {
  // A signed-in applicant of the sample application, so that the operation guard lets each call through.
  const customer = await theSampleCustomer();
  const { server } = aTestServer({ accounts: customer.accounts });
  const answering: string[] = [];
  const roots: ['query' | 'mutation', GraphQLObjectType | null | undefined][] = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ];
  for (const [kind, root] of roots) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      const variables = Object.fromEntries(field.args.map((arg) => [arg.name, sampleValue(arg.type)]));
      const response = await server.executeOperation(
        { query: operationCalling(kind, field), variables },
        { contextValue: customer.context },
      );
      if (response.body.kind !== 'single') throw new Error('expected a single result');
      const codes = (response.body.singleResult.errors ?? []).map((error) => error.extensions?.code);
      if (codes.includes(code)) answering.push(`${root?.name}.${field.name}`);
    }
  }
  return answering.sort();
}

describe('operations of the contract not implemented yet', () => {
  it('are exactly the listed ones; every other operation answers', async () => {
    expect(await operationsAnswering('NOT_IMPLEMENTED')).toEqual([...STILL_NOT_IMPLEMENTED].sort());
  });
});
