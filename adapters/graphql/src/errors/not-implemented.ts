import { GraphQLError } from 'graphql';

/** A resolver for an operation of the contract whose use case is not built yet. */
export function notImplemented(operation: string): () => never {
  return () => {
    throw new GraphQLError(`The operation '${operation}' is not implemented yet.`, {
      extensions: { code: 'NOT_IMPLEMENTED' },
    });
  };
}
