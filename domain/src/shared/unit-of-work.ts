/**
 * One unit of work over the transaction `Tx`: everything written inside `run` commits together, or
 * nothing does when the work throws or returns a failed result. Each context names the repositories
 * its transaction needs (decision 2003); storage gives one transaction that has them all.
 */
export interface UnitOfWorkOf<Tx> {
  run<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
}

/** A use case's expected refusal (`{ ok: false }`): the unit of work commits nothing for it. */
export function isFailedResult(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { ok?: unknown }).ok === false;
}
