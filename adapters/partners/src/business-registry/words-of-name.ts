/**
 * The words a business name is searched by: lower case, without accents or apostrophes, split at
 * anything that is not a letter or digit. 'Hawke's Bay Café' -> ['hawkes', 'bay', 'cafe'].
 */
export function wordsOfName(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** Every word of the query starts a word of the name, as registers match names as people type them. */
export function nameMatches(name: string, query: string): boolean {
  const nameWords = wordsOfName(name);
  const queryWords = wordsOfName(query);
  return queryWords.length > 0 && queryWords.every((q) => nameWords.some((word) => word.startsWith(q)));
}
