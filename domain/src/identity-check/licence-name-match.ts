/**
 * Whether a scanned licence is the officer's own (decision 2080): the officer's first and last names
 * must both be found in the name the licence prints, the first before the last. Letter case, accents
 * (Zoë, ZOE), apostrophes (O'Brien, OBRIEN, O BRIEN), hyphens (Smith-Jones, SMITH JONES) and spacing
 * make no difference; middle names are allowed on either side: the licence may print middle names
 * the officer did not give, and an officer's first name given with a middle name ("Jane Alexandra")
 * matches a licence that prints only the first ("JANE").
 */
export type LicenceNameMatch =
  /** Both names were found in the licence's name. */
  | 'matches'
  /** The licence names someone else. */
  | 'doesNotMatch'
  /** The scan read no name from the licence (or the officer has none): a person must compare them. */
  | 'notRead';

export interface OfficerName {
  firstName?: string;
  lastName?: string;
}

export interface LicenceName {
  firstName?: string;
  middleName?: string;
  lastName?: string;
}

/** Marks that join a name's parts without being letters: apostrophes of every kind, and the grave. */
const JOINING_MARKS = /['’‘ʼ`´]/g;

/**
 * A name as the words compared: accents taken off (NFD, then the combining marks dropped), lower-case,
 * apostrophes closed up, and every other run of non-letters and non-digits (hyphens, dots, spaces)
 * one break between words.
 */
export function nameWords(name: string | undefined): string[] {
  return (name ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(JOINING_MARKS, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/**
 * Where the name, closed up (O BRIEN and OBRIEN alike are "obrien"), is a run of whole words of the
 * licence at or after `from`: the run's start and end (exclusive), the earliest first.
 */
function runOf(name: string, words: readonly string[], from: number): { start: number; end: number }[] {
  const runs: { start: number; end: number }[] = [];
  if (name === '') return runs;
  for (let start = from; start < words.length; start++) {
    let joined = '';
    for (let end = start; end < words.length && joined.length < name.length; end++) {
      joined += words[end];
      if (joined === name) runs.push({ start, end: end + 1 });
    }
  }
  return runs;
}

/** The licence's name against the officer's, as decision 2080 reads them. */
export function licenceNameMatch(officer: OfficerName, licence: LicenceName): LicenceNameMatch {
  const licenceWords = [
    ...nameWords(licence.firstName),
    ...nameWords(licence.middleName),
    ...nameWords(licence.lastName),
  ];
  const firstWords = nameWords(officer.firstName);
  const lastName = nameWords(officer.lastName).join('');
  if (licenceWords.length === 0 || firstWords.length === 0 || lastName === '') return 'notRead';

  // The whole first name as given, or its first word alone (the rest a middle name the card may omit).
  const firstNames = [firstWords.join(''), firstWords[0]!];
  for (const firstName of firstNames) {
    for (const first of runOf(firstName, licenceWords, 0)) {
      if (runOf(lastName, licenceWords, first.end).length > 0) return 'matches';
    }
  }
  return 'doesNotMatch';
}
