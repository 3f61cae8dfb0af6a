import { DomainError, type DomainErrorCode } from '@lease-portal/domain';
import { CommanderError } from 'commander';

/** Stable exit codes, one per domain error code, so scripts can tell outcomes apart. */
export const EXIT_CODES: Record<DomainErrorCode | 'OK' | 'UNEXPECTED' | 'CANCELLED', number> = {
  OK: 0,
  UNEXPECTED: 1,
  BAD_INPUT: 2,
  NOT_FOUND: 3,
  CONCURRENT_UPDATE: 4,
  NOT_ALLOWED: 5,
  FORBIDDEN: 6,
  UNAUTHENTICATED: 7,
  RATE_LIMITED: 8,
  PARTNER_UNAVAILABLE: 9,
  NOT_IMPLEMENTED: 10,
  /** The operator did not confirm a change, or could not be asked: nothing was changed. */
  CANCELLED: 11,
  PARTNER_REJECTED: 12,
};

/** A change the operator did not confirm. */
export class CommandCancelled extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CommandCancelled';
  }
}

export function exitCodeFor(error: unknown): number {
  if (error instanceof CommandCancelled) return EXIT_CODES.CANCELLED;
  // Commander's usage errors (a missing option, an unknown command) are bad input; --help is not an error.
  if (error instanceof CommanderError) return error.exitCode === 0 ? EXIT_CODES.OK : EXIT_CODES.BAD_INPUT;
  return error instanceof DomainError ? EXIT_CODES[error.code] : EXIT_CODES.UNEXPECTED;
}
