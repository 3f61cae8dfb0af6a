import { CommanderError, type Command } from 'commander';
import { DomainError } from '@lease-portal/domain';
import { CommandCancelled, EXIT_CODES, exitCodeFor } from './exit-codes';
import type { Output } from './output';
import { inPlainWords } from './plain-words';
import { buildProgram } from './program';
import type { OpenServices } from './services';

/** Commander's own errors (a missing option, an unknown command) come back as errors, not exits. */
function throwInsteadOfExiting(command: Command): void {
  command.exitOverride();
  for (const each of command.commands) throwInsteadOfExiting(each);
}

/** The code a script can rely on: the domain's stable reason, else its error code. */
export interface Failure {
  code: string;
  reason?: string;
  message: string;
}

function describe(error: unknown): Failure {
  if (error instanceof DomainError) {
    const reason = typeof error.details?.reason === 'string' ? error.details.reason : undefined;
    return { code: error.code, ...(reason ? { reason } : {}), message: inPlainWords(error.message) };
  }
  if (error instanceof CommanderError)
    return { code: 'BAD_INPUT', reason: error.code, message: error.message };
  if (error instanceof CommandCancelled) return { code: 'CANCELLED', message: error.message };
  return { code: 'UNEXPECTED', message: error instanceof Error ? error.message : String(error) };
}

/**
 * Runs `lease-admin` with the arguments (argv as node gives it) and answers its exit code. A failure
 * is printed on stderr with its stable code, as `{ error: { code, reason, message } }` with --json.
 */
export async function runLeaseAdmin(
  open: OpenServices,
  out: Output,
  argv: string[],
): Promise<{ exitCode: number; failure?: Failure }> {
  const program = buildProgram(open, out);
  throwInsteadOfExiting(program);
  try {
    await program.parseAsync(argv);
    return { exitCode: EXIT_CODES.OK };
  } catch (error) {
    // --help and --version end the parse this way too, successfully.
    if (error instanceof CommanderError && error.exitCode === 0) return { exitCode: EXIT_CODES.OK };
    const failure = describe(error);
    if (argv.some((arg) => arg === '--json' || String(arg).startsWith('--json=')))
      out.error(JSON.stringify({ error: failure }));
    // Commander has already printed its own usage error, with the help that follows it.
    else if (!(error instanceof CommanderError))
      out.error(`error ${failure.reason ?? failure.code}: ${failure.message}`);
    return { exitCode: exitCodeFor(error), failure };
  }
}
