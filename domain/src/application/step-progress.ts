/** Where a step of an application's journey stands against the current status (journey §4). */
export type StepProgress = 'completed' | 'progress' | 'pending';

/** What the progress lists say for each state (journey §9 'Progress text'). */
export const PROGRESS_TEXT: Readonly<Record<StepProgress, string>> = {
  completed: 'Completed',
  progress: 'In Progress',
  pending: 'Pending',
};

/**
 * A step's state along a status order: completed for earlier statuses, progress for the current one
 * and pending for later ones. With no status, or one outside the order, every step is pending.
 */
export function progressAlong<S extends string>(
  order: readonly S[],
  current: string | undefined,
  step: S,
): StepProgress {
  const at = current === undefined ? -1 : (order as readonly string[]).indexOf(current);
  const stepAt = order.indexOf(step);
  if (at < 0 || stepAt > at) return 'pending';
  return stepAt === at ? 'progress' : 'completed';
}

/** The step in progress along an order, if any. */
export function stepInProgress<S extends string>(
  order: readonly S[],
  current: string | undefined,
): S | undefined {
  return order.find((step) => progressAlong(order, current, step) === 'progress');
}
