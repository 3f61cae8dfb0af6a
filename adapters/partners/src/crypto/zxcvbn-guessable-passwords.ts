import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import type { GuessablePasswords } from '@lease-portal/domain';

/**
 * The words zxcvbn is told the customer's attacker knows: each phrase's words, and each run of
 * consecutive words joined ("sam okafor" gives sam, okafor and samokafor). zxcvbn prices a password
 * made of several dictionary matches far above one made of a single match, so `SamOkafor1` passed
 * with the words alone; with the joined name it is one known word and a digit (decision 2046).
 */
export function userInputsOf(phrases: string[]): string[] {
  const words = new Set<string>();
  for (const phrase of phrases) {
    const parts = phrase
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
    for (let from = 0; from < parts.length; from++) {
      for (let to = from + 1; to <= parts.length; to++) words.add(parts.slice(from, to).join(''));
    }
  }
  return [...words];
}

/** zxcvbn and its dictionaries (some 7 MB held), loaded with the first password chosen, not at start. */
async function anEstimator(): Promise<ZxcvbnFactory> {
  const [{ ZxcvbnFactory }, { adjacencyGraphs, dictionary }] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
  ]);
  return new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
}

/**
 * zxcvbn's estimate with its common-password, leaked-password and keyboard dictionaries, offline. A
 * score below 2 means fewer than 10^6 guesses: refused (decision 0710). Built on first use, as its
 * dictionaries take a moment to load.
 */
export class ZxcvbnGuessablePasswords implements GuessablePasswords {
  private estimator: Promise<ZxcvbnFactory> | undefined;

  async isTooGuessable(password: string, personalWords: string[]): Promise<boolean> {
    this.estimator ??= anEstimator();
    const { score } = await (await this.estimator).checkAsync(password, userInputsOf(personalWords));
    return score < 2;
  }
}
