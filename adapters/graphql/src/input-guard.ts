import type { ApolloServerPlugin } from '@apollo/server';
import {
  GraphQLError,
  Kind,
  visit,
  type DocumentNode,
  type GraphQLSchema,
  type ArgumentNode,
  type ObjectFieldNode,
  type OperationDefinitionNode,
} from 'graphql';
import { getVariableValues } from 'graphql/execution/values';
import { withoutControlCharacters } from '@lease-portal/domain';

/**
 * What any operation's input may hold, checked once for every operation before anything runs
 * (decision 0310): text the database can store (no NUL, no broken UTF-16), nesting no deeper than any
 * input type of the contract, and lists no longer than any screen sends.
 */
export const INPUT_LIMITS = {
  /** The deepest input of the contract is 4 levels (an enquiry's shortlist entries); a margin on top. */
  maxDepth: 10,
  /** The longest list a client sends is a filter's choices or a shortlist; 200 is far beyond either. */
  maxListLength: 200,
} as const;

/** A high surrogate without its low half, or a low one without its high half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** NUL is refused by PostgreSQL's text; a lone surrogate cannot be encoded as UTF-8. */
function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/** The first problem with the variables, walked without recursion so no input can exhaust the stack. */
export function variablesProblem(variables: unknown): string | undefined {
  const pending: [value: unknown, depth: number][] = [[variables, 0]];
  while (pending.length > 0) {
    const [value, depth] = pending.pop()!;
    if (typeof value === 'string') {
      if (!isStorableText(value)) return 'Text may not contain NUL characters or broken characters.';
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth > INPUT_LIMITS.maxDepth) return 'The input is nested too deeply.';
    if (Array.isArray(value)) {
      if (value.length > INPUT_LIMITS.maxListLength) {
        return `A list may hold at most ${INPUT_LIMITS.maxListLength} items.`;
      }
      for (const item of value) pending.push([item, depth + 1]);
      continue;
    }
    for (const [key, item] of Object.entries(value)) {
      if (!isStorableText(key)) return 'Text may not contain NUL characters or broken characters.';
      pending.push([item, depth + 1]);
    }
  }
  return undefined;
}

/** The first problem with the values written into the document itself (inline arguments). */
export function documentProblem(document: DocumentNode): string | undefined {
  let problem: string | undefined;
  visit(document, {
    [Kind.STRING]: (node) => {
      if (!problem && !isStorableText(node.value)) {
        problem = 'Text may not contain NUL characters or broken characters.';
      }
    },
    [Kind.LIST]: (node) => {
      if (!problem && node.values.length > INPUT_LIMITS.maxListLength) {
        problem = `A list may hold at most ${INPUT_LIMITS.maxListLength} items.`;
      }
    },
  });
  return problem;
}

/**
 * graphql-js stops coercing variables after 50 errors and adds an error without a code, which would
 * leave as an internal error; a request with that many invalid values is refused here instead.
 */
const COERCION_ERROR_LIMIT = 50;

export function coercionProblem(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> | undefined,
): string | undefined {
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables ?? {}, {
    maxErrors: COERCION_ERROR_LIMIT,
  });
  return (coerced.errors?.length ?? 0) > COERCION_ERROR_LIMIT
    ? `More than ${COERCION_ERROR_LIMIT} values in the variables are invalid.`
    : undefined;
}

/**
 * The input fields written on several lines (the enquiry's and the call-back's message): they keep
 * tabs and line breaks. Every other text is one line.
 */
export const MULTI_LINE_FIELDS: ReadonlySet<string> = new Set(['description', 'message']);
/** A password is never shown, and is the customer's to choose: it reaches the hasher as typed. */
const VERBATIM_FIELDS: ReadonlySet<string> = new Set(['password']);

/**
 * The variables with control characters taken out of every text (decision 2041), walked after
 * INPUT_LIMITS held, so the depth is bounded.
 */
export function withFreeTextCleaned(value: unknown, key?: string): unknown {
  if (typeof value === 'string') {
    if (key !== undefined && VERBATIM_FIELDS.has(key)) return value;
    return withoutControlCharacters(value, { multiLine: key !== undefined && MULTI_LINE_FIELDS.has(key) });
  }
  if (Array.isArray(value)) return value.map((item) => withFreeTextCleaned(item, key));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([name, item]) => [name, withFreeTextCleaned(item, name)]),
  );
}

/** The same for text written into the document itself, in place (a parsed document is cached per text). */
function cleanDocumentText(document: DocumentNode): void {
  visit(document, {
    [Kind.STRING]: (node, _key, parent, _path, ancestors) => {
      // The field or argument the text is given for: the nearest named ancestor.
      const named = [...ancestors, parent]
        .reverse()
        .find(
          (ancestor): ancestor is ObjectFieldNode | ArgumentNode =>
            ancestor !== undefined &&
            'kind' in ancestor &&
            (ancestor.kind === Kind.OBJECT_FIELD || ancestor.kind === Kind.ARGUMENT),
        );
      const key = named?.name.value;
      (node as { value: string }).value = withFreeTextCleaned(node.value, key) as string;
    },
  });
}

/**
 * Each parsed document's problem, found once: Apollo keeps one parsed document per operation text, so
 * a text asked again (every page asks the same few) is neither walked for problems nor cleaned again.
 * Cleaning in place is done once, when the document itself has no problem.
 */
const documentsLookedAt = new WeakMap<DocumentNode, string | undefined>();

function lookedAtOnce(document: DocumentNode): string | undefined {
  if (documentsLookedAt.has(document)) return documentsLookedAt.get(document);
  const problem = documentProblem(document);
  if (!problem) cleanDocumentText(document);
  documentsLookedAt.set(document, problem);
  return problem;
}

/**
 * Refuses, with BAD_USER_INPUT and 400, any operation whose input breaks INPUT_LIMITS, before its
 * variables are coerced or a resolver runs; new operations are covered without a line of their own.
 */
export const inputGuard: ApolloServerPlugin = {
  requestDidStart: async () => ({
    didResolveOperation: async ({ request, document, schema, operation }) => {
      const problem =
        variablesProblem(request.variables) ??
        lookedAtOnce(document) ??
        (operation ? coercionProblem(schema, operation, request.variables) : undefined);
      if (problem) {
        throw new GraphQLError(problem, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
      }
      // Every operation's text reaches the resolvers without control characters: one rule for all (the
      // document's own text was cleaned when it was first looked at).
      if (request.variables)
        request.variables = withFreeTextCleaned(request.variables) as typeof request.variables;
    },
  }),
};
