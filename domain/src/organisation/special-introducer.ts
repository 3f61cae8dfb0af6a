/**
 * One introducer changes the applicant's documents (its own agreement instructions, introducerInstructions)
 * and hides the partner logo (journey §2, §9). The specification identifies it by its business
 * number without giving it, so the number is the deployment's setting (decision 1540); an
 * organisation is that introducer when its profile's introducer number is the same number.
 */
export function isSpecialIntroducer(
  introducerAbn: string | undefined,
  specialIntroducerAbn: string | undefined,
): boolean {
  const ours = businessDigits(introducerAbn);
  return ours !== '' && ours === businessDigits(specialIntroducerAbn);
}

/** Business numbers are written with spaces for reading ('51 824 753 556'); the digits are the number. */
function businessDigits(value: string | undefined): string {
  return (value ?? '').replace(/\s+/g, '');
}

/** An ABN has 11 digits, an NZBN 13; a setting of anything else is a mistake caught at start-up. */
export function isBusinessNumberSetting(value: string): boolean {
  return /^(\d{11}|\d{13})$/.test(businessDigits(value));
}
