import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import type { GraphQLError, ValidationContext } from 'graphql';

/**
 * Limits on one GraphQL document, so that no request can make the server do unbounded work. The
 * deepest query the web app needs (a wet-signature upload through updateShortlists) is 9 levels;
 * the whole vehicle application with every field is under 1,500 tokens. The HTTP body limit is
 * the server's (MAX_GRAPHQL_BODY).
 */
export const REQUEST_LIMITS = {
  maxDepth: 12,
  maxAliases: 15,
  maxTokens: 5_000,
} as const;

// The rules throw by default (for envelop); reported as validation errors, Apollo answers 400.
const reportAsValidationError = {
  propagateOnRejection: false,
  onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(error)],
};

export const limitRules = [
  // Fragments count as the fields they hold, so typed client fragments add no depth.
  maxDepthRule({ n: REQUEST_LIMITS.maxDepth, flattenFragments: true, ...reportAsValidationError }),
  maxAliasesRule({ n: REQUEST_LIMITS.maxAliases, ...reportAsValidationError }),
];

/** graphql-js stops parsing past this many tokens, before any validation runs. */
export const parseLimits = { maxTokens: REQUEST_LIMITS.maxTokens };
