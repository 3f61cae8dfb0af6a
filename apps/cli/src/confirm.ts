import { createInterface } from 'node:readline/promises';
import { terminalSafe } from './output';

/**
 * Asks on the terminal and takes 'y' or 'yes' as consent. Without a terminal (a script, a pipe) there
 * is nobody to ask, so the answer is no: scripts say --yes.
 */
export async function confirmOnTerminal(question: string): Promise<boolean> {
  if (!process.stdin.isTTY) return false;
  const terminal = createInterface({ input: process.stdin, output: process.stderr });
  try {
    const answer = await terminal.question(`${terminalSafe(question)} [y/N] `);
    return /^y(es)?$/i.test(answer.trim());
  } finally {
    terminal.close();
  }
}
