import type { VehicleApplication } from '../application/vehicle-application';
import { DomainError, fail, ok, type Result } from '../shared/result';
import { textOf, validateForm, hasFieldErrors, type FormRules } from '../validation/field-rule';
import { emailAddressRules } from '../validation/contact-field-rules';
import { maxLength, minLength, required } from '../validation/field-rules';

/** The person who watches Authorised Officer (1) sign and signs as their witness (decision 2047). */
export interface LeaseWitness {
  name: string;
  email: string;
  /** Where the witness lives or works, as the agreement prints it beside their name. */
  address: string;
}

/** Who may witness, said before the witness signs (decision 2047). */
export const WHO_MAY_WITNESS_MESSAGE =
  'Your witness must be an adult (18 or over) who is not a party to the lease: not one of the authorised officers, and not signing for the business. They watch you sign, then sign on this device. Their name and address are printed on the agreement.';

export const WITNESS_REASONS = {
  witnessRequired: 'CONTRACT_SIGNING.WITNESS_REQUIRED',
  witnessInvalid: 'CONTRACT_SIGNING.WITNESS_INVALID',
  witnessIsAnOfficer: 'CONTRACT_SIGNING.WITNESS_IS_AN_OFFICER',
} as const;

/** Said when the witness named is one of the officers, by name or by e-mail address. */
export const WITNESS_MUST_BE_SOMEONE_ELSE_MESSAGE =
  'Your witness must be someone other than the authorised officers: give the full name and e-mail address of the person watching you sign.';

export const WITNESS_REQUIRED_MESSAGE =
  'Give the full name, e-mail address and address of the person watching you sign: they sign as your witness.';

const WITNESS_RULES: FormRules<keyof LeaseWitness> = {
  name: [required, minLength(2), maxLength(100)],
  email: emailAddressRules,
  address: [required, minLength(5), maxLength(200)],
};

const WIRE_FIELDS: Record<keyof LeaseWitness, string> = {
  name: 'witnessName',
  email: 'witnessEmail',
  address: 'witnessAddress',
};

/** Names compare as people read them: case, accents' composition and spacing aside. */
const sameName = (a: string, b: string): boolean =>
  a.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim() ===
  b.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The witness Authorised Officer (1) names before their witness signs: a name and an e-mail address,
 * neither of them an officer's, so an officer cannot witness their own signature (decision 2047).
 */
export function leaseWitnessOf(
  application: VehicleApplication,
  given: Partial<LeaseWitness> | undefined,
): Result<LeaseWitness, DomainError> {
  if (!given || (!textOf(given.name) && !textOf(given.email) && !textOf(given.address))) {
    return fail(
      new DomainError('BAD_INPUT', WITNESS_REQUIRED_MESSAGE, {
        reason: WITNESS_REASONS.witnessRequired,
        fields: {
          witnessName: ['Field is required'],
          witnessEmail: ['Field is required'],
          witnessAddress: ['Field is required'],
        },
      }),
    );
  }
  const errors = validateForm(WITNESS_RULES, given);
  if (hasFieldErrors(errors)) {
    const fields = Object.fromEntries(
      Object.entries(errors).map(([field, message]) => [WIRE_FIELDS[field as keyof LeaseWitness], [message]]),
    );
    return fail(
      new DomainError('BAD_INPUT', Object.values(fields).flat().join('\n'), {
        reason: WITNESS_REASONS.witnessInvalid,
        fields,
      }),
    );
  }
  const witness = {
    name: textOf(given.name),
    email: textOf(given.email).toLowerCase(),
    address: textOf(given.address).replace(/\s+/g, ' '),
  };
  const { primaryApplicant, secondaryApplicant } = application.journey;
  const officers = [primaryApplicant, secondaryApplicant].filter((officer) => !!officer);
  const anOfficer = officers.some(
    (officer) =>
      textOf(officer.email).toLowerCase() === witness.email ||
      sameName(`${textOf(officer.firstName)} ${textOf(officer.lastName)}`, witness.name),
  );
  if (anOfficer) {
    return fail(
      new DomainError('BAD_INPUT', WITNESS_MUST_BE_SOMEONE_ELSE_MESSAGE, {
        reason: WITNESS_REASONS.witnessIsAnOfficer,
        fields: {
          witnessName: [WITNESS_MUST_BE_SOMEONE_ELSE_MESSAGE],
          witnessEmail: [WITNESS_MUST_BE_SOMEONE_ELSE_MESSAGE],
        },
      }),
    );
  }
  return ok(witness);
}
