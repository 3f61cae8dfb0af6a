import { plainToInstance, type ClassConstructor } from 'class-transformer';
import { validateSync, type ValidationError, type ValidatorOptions } from 'class-validator';
import { GraphQLError } from 'graphql';
import { rememberValidationRules } from './remembered-rules';

/**
 * The input as an instance of its validated class, or a BAD_USER_INPUT error naming each field's
 * messages, so that bad input changes nothing.
 */
export function validInput<T extends object>(type: ClassConstructor<T>, plain: unknown): T {
  const { input, fields } = validatedInput(type, plain, { forbidUnknownValues: true });
  if (!fields) return input;
  const summary = Object.values(fields).flat().join('; ');
  throw new GraphQLError(`Invalid input: ${summary}`, { extensions: { code: 'BAD_USER_INPUT', fields } });
}

/**
 * The plain object as an instance of its validated class, and each invalid field's messages by its
 * path (`contact.email`), if any. The GraphQL inputs and the introducers' REST API check with it.
 */
export function validatedInput<T extends object>(
  type: ClassConstructor<T>,
  plain: unknown,
  options: ValidatorOptions,
): { input: T; fields?: Record<string, string[]> } {
  // Each input class's rules are found once, not among every class on each request (decision 0820).
  rememberValidationRules();
  const input = plainToInstance(type, { ...(plain as object) });
  const errors = validateSync(input, options);
  return errors.length === 0 ? { input } : { input, fields: fieldMessages(errors) };
}

function fieldMessages(errors: ValidationError[], prefix = ''): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const error of errors) {
    const path = prefix + error.property;
    if (error.constraints) fields[path] = Object.values(error.constraints);
    Object.assign(fields, fieldMessages(error.children ?? [], `${path}.`));
  }
  return fields;
}
