import { SECONDARY_STATUSES, type SecondaryStatus } from './application-journey';
import type { HomeTarget } from './journey-routes';
import type { HomeStep } from './primary-home';
import { progressAlong, stepInProgress } from './step-progress';

/** The two steps of the secondary applicant's home (journey §2), driven by statusSecondary. */
export const SECONDARY_HOME_ITEMS = [
  { status: 'approvals', title: 'ID Check' },
  { status: 'reviewAndSignContract', title: 'Review & Sign Lease Documentation' },
] as const satisfies readonly { status: SecondaryStatus; title: string }[];

/** With wet signature the step list is hidden and only the ID check item shows. */
export function secondaryHomeSteps(
  statusSecondary: SecondaryStatus | undefined,
  wetSignature: boolean,
): HomeStep<SecondaryStatus>[] {
  const items = wetSignature ? SECONDARY_HOME_ITEMS.slice(0, 1) : SECONDARY_HOME_ITEMS;
  return items.map((item) => ({
    ...item,
    progress: progressAlong(SECONDARY_STATUSES, statusSecondary, item.status),
  }));
}

/**
 * With wet signature the secondary applicant signs on paper through the primary, so once past the ID
 * check there is nothing left to open here (journey §4).
 */
const logsOut = (statusSecondary: SecondaryStatus | undefined, wetSignature: boolean): boolean =>
  statusSecondary === 'finished' || (wetSignature && statusSecondary === 'reviewAndSignContract');

/** Proceed: a journey not yet started starts at the ID check; otherwise the step in progress opens. */
export function secondaryHomeTarget(
  statusSecondary: SecondaryStatus | undefined,
  wetSignature: boolean,
): HomeTarget<SecondaryStatus> {
  const current = stepInProgress(SECONDARY_STATUSES, statusSecondary);
  if (current === undefined) return { setStatus: 'approvals', route: 'approvals' };
  if (current === 'finished' || logsOut(current, wetSignature)) return { route: 'logout' };
  return { route: current };
}

export function secondaryHomeButtonLabel(
  statusSecondary: SecondaryStatus | undefined,
  wetSignature: boolean,
): 'Proceed' | 'Log Out' {
  return logsOut(statusSecondary, wetSignature) ? 'Log Out' : 'Proceed';
}
