import { DomainError } from '@lease-portal/domain';
import { exitCodeFor } from '../exit-codes';
import { consoleOutput } from '../output';
import { buildProgram } from '../program';
import type { OpenServices } from '../services';

/** What a command printed and how it ended, as a shell would see it. */
export interface CommandRun {
  stdout: string;
  exitCode: number;
  message: string;
  /** The stable reason of a refusal, as `lease-admin` prints it beside the message. */
  reason?: string;
}

/** Runs `lease-admin <args>` in-process on the given services, as the tests' shell. */
export function commandRunner(open: OpenServices): (...args: string[]) => Promise<CommandRun> {
  return async (...args) => {
    let stdout = '';
    const out = consoleOutput(
      (s) => (stdout += s),
      () => undefined,
    );
    try {
      await buildProgram(open, out)
        .exitOverride()
        .parseAsync(['node', 'lease-admin', ...args]);
      return { stdout, exitCode: 0, message: '' };
    } catch (error) {
      const reason = error instanceof DomainError ? error.details?.reason : undefined;
      return {
        stdout,
        exitCode: exitCodeFor(error),
        message: (error as Error).message,
        ...(typeof reason === 'string' ? { reason } : {}),
      };
    }
  };
}
