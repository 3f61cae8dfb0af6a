/*
 * The three business-details sections createOrUpdateProperty saves whole (journey §2 'Business
 * details', §4, §5; decision 1247): the confirmed business, the entity details step and the finance
 * step, read in confirmed-business.ts, entity-details-step.ts and finance-step.ts. Each reader
 * answers the section to store, or every field's message keyed by its place in the params, so one
 * refusal names them all and nothing is stored. This file holds what they share.
 */

/** The sections of createOrUpdateProperty's params, as the browser sends them. */
export interface PropertySections {
  entityObj?: unknown;
  entityDetails?: unknown;
  financeDetails?: unknown;
}

export const UNKNOWN_FIELD_MESSAGE = 'Field is not part of this step';
export const STATEMENTS_REQUIRED_MESSAGE =
  'Please upload business financial statements to support your credit limit request.';
export const STATEMENT_NOT_YOURS_MESSAGE = 'Field needs to be financial statements you uploaded';
export const MAXIMUM_LIMIT_MESSAGE = 'The maximum checkbox sets the credit limit to 150,000';
export const PLANNED_NONE_MESSAGE = 'Field must be 0 when no more vehicles are planned';
export const PLANNED_AT_LEAST_ONE_MESSAGE = 'Field value must be at least 1';
export const TOO_MANY_STATEMENTS_MESSAGE = 'Field can hold at most 10 files';
export const COMPLETED_MESSAGE = "Field must be 'yes' or empty";
/** Journey §5 and §9: at most 10 financial statement files. */
export const MAXIMUM_STATEMENT_FILES = 10;

export type Fields = Record<string, unknown>;
export const isPlainObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const isText = (value: unknown): value is string | undefined | null =>
  value === undefined || value === null || typeof value === 'string';
