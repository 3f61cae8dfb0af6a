import { JSONResolver } from 'graphql-scalars';
import type { GraphqlDependencies } from '../dependencies';
import type { Resolvers } from '../generated/graphql';
import { mutationResolvers } from './mutation';
import { queryResolvers } from './query';

export function resolversFor(deps: GraphqlDependencies): Resolvers {
  return {
    JSON: JSONResolver,
    Query: queryResolvers(deps),
    Mutation: mutationResolvers(deps),
  };
}
