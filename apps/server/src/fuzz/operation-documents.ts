import {
  getNamedType,
  isCompositeType,
  isEnumType,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';

export interface FuzzedOperation {
  name: string;
  kind: 'query' | 'mutation' | 'subscription';
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

/** One document per subscription of the contract, as everyOperation writes them. */
export function everySubscription(schema: GraphQLSchema): FuzzedOperation[] {
  return Object.values(schema.getSubscriptionType()?.getFields() ?? {}).map((field) => ({
    name: field.name,
    kind: 'subscription',
    field,
    document: documentFor('subscription', field),
  }));
}

function documentFor(kind: FuzzedOperation['kind'], field: GraphQLField<unknown, unknown>): string {
  const variables = field.args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  // The resolver runs whatever is selected; __typename is enough to make it run.
  const selection = isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
  return `${kind} Fuzz${variables ? `(${variables})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
}

/**
 * The same operation with the values written into the document instead of sent as variables, so
 * the inline literals pass the same boundary. Undefined when a value cannot be written (deep raw JSON).
 */
export function inlineDocumentFor(
  operation: FuzzedOperation,
  variables: Record<string, unknown>,
): string | undefined {
  const written: string[] = [];
  for (const arg of operation.field.args) {
    if (!(arg.name in variables)) continue;
    const literal = literalOf(variables[arg.name], isEnumType(getNamedType(arg.type)));
    if (literal === undefined) return undefined;
    written.push(`${arg.name}: ${literal}`);
  }
  const selection = isCompositeType(getNamedType(operation.field.type)) ? ' { __typename }' : '';
  const args = written.length > 0 ? `(${written.join(', ')})` : '';
  return `${operation.kind} FuzzInline { ${operation.field.name}${args}${selection} }`;
}

function literalOf(value: unknown, isEnum: boolean, depth = 0): string | undefined {
  if (depth > 20) return undefined;
  if (value === null) return 'null';
  if (typeof value === 'string')
    return isEnum && /^[A-Za-z_]\w*$/.test(value) ? value : JSON.stringify(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    const items = value.map((item) => literalOf(item, isEnum, depth + 1));
    return items.includes(undefined) ? undefined : `[${items.join(' ')}]`;
  }
  if (typeof value === 'object' && value.constructor === Object) {
    const fields = Object.entries(value).map(([key, item]) => {
      const literal = literalOf(item, false, depth + 1);
      return literal === undefined ? undefined : `${key}: ${literal}`;
    });
    return fields.includes(undefined) ? undefined : `{${fields.join(', ')}}`;
  }
  return undefined;
}
