import { licenceNameMatch, nameWords } from './licence-name-match';

describe("a scanned licence against the officer's name (decision 2080)", () => {
  it.each([
    ['the same name', { firstName: 'Ada', lastName: 'Officer' }, { firstName: 'ADA', lastName: 'OFFICER' }],
    ['accents either way', { firstName: 'Zoë', lastName: 'Ngata' }, { firstName: 'ZOE', lastName: 'NGATA' }],
    ['accents on the card', { firstName: 'Zoe', lastName: 'Renée' }, { firstName: 'ZOË', lastName: 'RENEE' }],
    ['a macron', { firstName: 'Māui', lastName: 'Tāne' }, { firstName: 'MAUI', lastName: 'TANE' }],
    [
      'an apostrophe closed up',
      { firstName: 'Liam', lastName: "O'Brien" },
      { firstName: 'LIAM', lastName: 'OBRIEN' },
    ],
    [
      'an apostrophe as a space',
      { firstName: 'Liam', lastName: "O'Brien" },
      { firstName: 'LIAM', lastName: 'O BRIEN' },
    ],
    [
      'a curly apostrophe',
      { firstName: 'Liam', lastName: 'O’Brien' },
      { firstName: 'Liam', lastName: "O'Brien" },
    ],
    [
      'a hyphen as a space',
      { firstName: 'Mia', lastName: 'Smith-Jones' },
      { firstName: 'MIA', lastName: 'SMITH JONES' },
    ],
    [
      'a space as a hyphen',
      { firstName: 'Mia', lastName: 'Smith Jones' },
      { firstName: 'MIA', lastName: 'SMITH-JONES' },
    ],
    [
      'a hyphen closed up',
      { firstName: 'Jean-Luc', lastName: 'Picard' },
      { firstName: 'JEANLUC', lastName: 'PICARD' },
    ],
    [
      'extra spaces',
      { firstName: '  Jane ', lastName: ' Citizen  ' },
      { firstName: 'JANE', lastName: 'CITIZEN' },
    ],
    [
      'a middle name on the card only',
      { firstName: 'Jane', lastName: 'Citizen' },
      { firstName: 'JANE', middleName: 'ALEXANDRA', lastName: 'CITIZEN' },
    ],
    [
      'a middle name given with the first name',
      { firstName: 'Jane Alexandra', lastName: 'Citizen' },
      { firstName: 'JANE', middleName: 'ALEXANDRA', lastName: 'CITIZEN' },
    ],
    [
      'a middle name the officer gave that the card leaves out',
      { firstName: 'Jane Alexandra', lastName: 'Citizen' },
      { firstName: 'JANE', lastName: 'CITIZEN' },
    ],
    [
      'an officer known by the middle name the card prints',
      { firstName: 'Paul', lastName: 'Smith' },
      { firstName: 'JOHN', middleName: 'PAUL', lastName: 'SMITH' },
    ],
    [
      'first and middle names in one field of the card',
      { firstName: 'Jane', lastName: 'Citizen' },
      { firstName: 'JANE ALEXANDRA', lastName: 'CITIZEN' },
    ],
  ])('matches %s', (_case, officer, licence) => {
    expect(licenceNameMatch(officer, licence)).toBe('matches');
  });

  it.each([
    [
      'another person (the NSW specimen against another officer)',
      { firstName: 'Ada', lastName: 'Officer' },
      { firstName: 'JANE', middleName: 'ALEXANDRA', lastName: 'CITIZEN' },
    ],
    [
      'the same first name, another family',
      { firstName: 'Jane', lastName: 'Smith' },
      { firstName: 'JANE', lastName: 'CITIZEN' },
    ],
    [
      'the same family, another person',
      { firstName: 'John', lastName: 'Citizen' },
      { firstName: 'JANE', lastName: 'CITIZEN' },
    ],
    [
      'names the other way round',
      { firstName: 'Citizen', lastName: 'Jane' },
      { firstName: 'JANE', lastName: 'CITIZEN' },
    ],
    [
      'part of a word only',
      { firstName: 'Jan', lastName: 'Citizen' },
      { firstName: 'JANE', lastName: 'CITIZEN' },
    ],
    [
      'part of a surname only',
      { firstName: 'Mia', lastName: 'Smith' },
      { firstName: 'MIA', lastName: 'SMITHERS' },
    ],
    [
      'half a double surname',
      { firstName: 'Mia', lastName: 'Smith-Jones' },
      { firstName: 'MIA', lastName: 'SMITH' },
    ],
    [
      'the first name found only inside the surname',
      { firstName: 'Jones', lastName: 'Jones' },
      { firstName: 'MIA', lastName: 'JONES' },
    ],
  ])('does not match %s', (_case, officer, licence) => {
    expect(licenceNameMatch(officer, licence)).toBe('doesNotMatch');
  });

  it('says the name was not read when the card gave none, or the officer has no name to compare', () => {
    expect(licenceNameMatch({ firstName: 'Ada', lastName: 'Officer' }, {})).toBe('notRead');
    expect(licenceNameMatch({ firstName: 'Ada', lastName: 'Officer' }, { firstName: ' - ' })).toBe('notRead');
    expect(licenceNameMatch({ firstName: 'Ada' }, { firstName: 'ADA', lastName: 'OFFICER' })).toBe('notRead');
    expect(licenceNameMatch({}, { firstName: 'ADA', lastName: 'OFFICER' })).toBe('notRead');
  });

  it('reads words without case, accents, apostrophes or separators', () => {
    expect(nameWords("  Zoë  O'Brien-Smith ")).toEqual(['zoe', 'obrien', 'smith']);
    expect(nameWords('RENÉE')).toEqual(['renee']);
    expect(nameWords(undefined)).toEqual([]);
  });
});
