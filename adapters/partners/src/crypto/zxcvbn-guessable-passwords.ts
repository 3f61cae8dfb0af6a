import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import type { GuessablePasswords } from '@lease-portal/domain';

/**
 * zxcvbn's estimate with its common-password, leaked-password and keyboard dictionaries, offline. A
 * score below 2 means fewer than 10^6 guesses: refused (decision 0710). Built on first use, as its
 * dictionaries take a moment to load.
 */
export class ZxcvbnGuessablePasswords implements GuessablePasswords {
  private estimator: ZxcvbnFactory | undefined;

  async isTooGuessable(password: string, personalWords: string[]): Promise<boolean> {
    this.estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
    const words = personalWords
      .flatMap((word) => word.toLowerCase().split(/[^\p{L}\p{N}]+/u))
      .filter(Boolean);
    const { score } = await this.estimator.checkAsync(password, words);
    return score < 2;
  }
}
