import { PRIMARY_STATUSES, type ApplicationStatus, type PrimaryStatus } from './application-journey';
import type { HomeTarget } from './journey-routes';
import { progressAlong, stepInProgress, type StepProgress } from './step-progress';

/** The four items of the primary applicant's home (journey §2), each reached in one status. */
export const PRIMARY_HOME_ITEMS = [
  { status: 'reviewQuote', title: 'Review Quote' },
  { status: 'businessDetails', title: 'Business Details & Credit Application' },
  { status: 'approvals', title: 'ID Check & Application Review' },
  { status: 'reviewAndSignContract', title: 'Review & Sign Lease Documents' },
] as const satisfies readonly { status: PrimaryStatus; title: string }[];

export interface HomeStep<S extends string> {
  status: S;
  title: string;
  progress: StepProgress;
}

export function primaryHomeSteps(status: ApplicationStatus | undefined): HomeStep<PrimaryStatus>[] {
  return PRIMARY_HOME_ITEMS.map((item) => ({
    ...item,
    progress: progressAlong(PRIMARY_STATUSES, status, item.status),
  }));
}

/**
 * Proceed (journey §4): a journey not yet started starts at the quote review; otherwise the step in
 * progress opens; a finished journey only logs out.
 */
export function primaryHomeTarget(status: ApplicationStatus | undefined): HomeTarget<PrimaryStatus> {
  const current = stepInProgress(PRIMARY_STATUSES, status);
  if (current === undefined) return { setStatus: 'reviewQuote', route: 'reviewQuote' };
  if (current === 'finished') return { route: 'logout' };
  return { route: current };
}

export function primaryHomeButtonLabel(status: ApplicationStatus | undefined): 'Proceed' | 'Log Out' {
  return status === 'finished' ? 'Log Out' : 'Proceed';
}
