import { nameMatches, wordsOfName } from './words-of-name';

describe('wordsOfName', () => {
  it('lower-cases, drops accents and apostrophes, and splits at punctuation', () => {
    expect(wordsOfName("Hawke's Bay Café & Co-op")).toEqual(['hawkes', 'bay', 'cafe', 'co', 'op']);
    expect(wordsOfName('  ')).toEqual([]);
  });
});

describe('nameMatches', () => {
  it('matches when each query word starts a word of the name, in any order', () => {
    expect(nameMatches('Harbour City Plumbing Pty Ltd', 'harb')).toBe(true);
    expect(nameMatches('Harbour City Plumbing Pty Ltd', 'PLUMB harbour')).toBe(true);
    expect(nameMatches('Waitematā Plumbing Limited', 'waitemata')).toBe(true);
  });

  it('does not match inside a word, or when one query word is missing', () => {
    expect(nameMatches('Harbour City Plumbing Pty Ltd', 'arbour')).toBe(false);
    expect(nameMatches('Harbour City Plumbing Pty Ltd', 'harbour gas')).toBe(false);
    expect(nameMatches('Harbour City Plumbing Pty Ltd', '&')).toBe(false);
  });
});
