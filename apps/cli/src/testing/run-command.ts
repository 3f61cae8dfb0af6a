import { consoleOutput, type Terminal } from '../output';
import { runLeaseAdmin } from '../run-lease-admin';
import type { OpenServices } from '../services';

/** What a command printed and how it ended, as a shell would see it. */
export interface CommandRun {
  stdout: string;
  stderr: string;
  exitCode: number;
  message: string;
  /** The stable reason of a refusal, as `lease-admin` prints it beside the message. */
  reason?: string;
}

/**
 * Runs `lease-admin <args>` in-process on the given services, as the tests' shell: at a terminal 100
 * columns wide unless the test says otherwise (`{ tty: false }` is a pipe).
 */
export function commandRunner(
  open: OpenServices,
  terminal: Terminal = { tty: true, columns: 100 },
): (...args: string[]) => Promise<CommandRun> {
  return async (...args) => {
    let stdout = '';
    let stderr = '';
    const out = consoleOutput(
      (s) => (stdout += s),
      (s) => (stderr += s),
      terminal,
    );
    const { exitCode, failure } = await runLeaseAdmin(open, out, ['node', 'lease-admin', ...args]);
    return {
      stdout,
      stderr,
      exitCode,
      message: failure?.message ?? '',
      ...(failure?.reason ? { reason: failure.reason } : {}),
    };
  };
}
