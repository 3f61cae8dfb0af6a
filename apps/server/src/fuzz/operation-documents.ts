import {
  getNamedType,
  isCompositeType,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';

export interface FuzzedOperation {
  name: string;
  kind: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
  document: string;
}

/** One document per root field of the contract, with a variable for each argument. */
export function everyOperation(schema: GraphQLSchema): FuzzedOperation[] {
  const roots: ['query' | 'mutation', GraphQLObjectType | null | undefined][] = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ];
  return roots.flatMap(([kind, root]) =>
    Object.values(root?.getFields() ?? {}).map((field) => ({
      name: field.name,
      kind,
      field,
      document: documentFor(kind, field),
    })),
  );
}

function documentFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const variables = field.args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  // The resolver runs whatever is selected; __typename is enough to make it run.
  const selection = isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
  return `${kind} Fuzz${variables ? `(${variables})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
}
