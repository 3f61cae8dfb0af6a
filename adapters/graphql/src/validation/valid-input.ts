import { plainToInstance, type ClassConstructor } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';
import { GraphQLError } from 'graphql';

/**
 * The input as an instance of its validated class, or a BAD_USER_INPUT error naming each field's
 * messages, so that bad input changes nothing.
 */
export function validInput<T extends object>(type: ClassConstructor<T>, plain: unknown): T {
  const input = plainToInstance(type, { ...(plain as object) });
  const errors = validateSync(input, { forbidUnknownValues: true });
  if (errors.length === 0) return input;
  const fields = fieldMessages(errors);
  const summary = Object.values(fields).flat().join('; ');
  throw new GraphQLError(`Invalid input: ${summary}`, { extensions: { code: 'BAD_USER_INPUT', fields } });
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
