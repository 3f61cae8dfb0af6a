import { FIELD_MESSAGES } from '@lease-portal/domain';

/**
 * The portal's field messages are the specification's, word for word, for its screens ("Field value
 * length must equal to 10", journey §5). Beside an option on a terminal they read as a validator's
 * defaults: `lease-admin` says the same in plain words (decision 2112).
 */
const PLAIN: [RegExp, string][] = [
  [literal(FIELD_MESSAGES.required), 'is required'],
  [literal(FIELD_MESSAGES.nameType), 'must be letters only'],
  [literal(FIELD_MESSAGES.email), 'must be an e-mail address, such as name@example.com'],
  [literal(FIELD_MESSAGES.tel), 'must be a phone number'],
  [literal(FIELD_MESSAGES.number), 'must be digits only'],
  [literal(FIELD_MESSAGES.float), 'must be a number, such as 1120.50'],
  [/Field value length must equal to (\d+)/g, 'must be exactly $1 characters long'],
  [/Field value must have at least (\d+) (characters|letters)\./g, 'must have at least $1 $2'],
  [/Field value must have at most (\d+) (characters|letters)\./g, 'must have at most $1 $2'],
  [/Field is invalid\. A maximum of (\d+) numbers is permitted/g, 'must have at most $1 digits'],
  [/Field needs to be /g, 'must be '],
  [/Field needs /g, 'needs '],
];

function literal(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g');
}

/** The text with every field message of the specification in plain words. */
export function inPlainWords(text: string): string {
  return PLAIN.reduce((said, [pattern, plain]) => said.replace(pattern, plain), text);
}
