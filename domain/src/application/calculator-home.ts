import type { ApplicationStatus, CalculatorStatus } from './application-journey';
import type { HomeTarget } from './journey-routes';
import type { HomeStep } from './primary-home';
import type { StepProgress } from './step-progress';

/** The four steps of the calculator applicant's home (journey §2). */
export const CALCULATOR_HOME_ITEMS = [
  { status: 'viewShortlist', title: 'View my shortlist' },
  { status: 'businessDetails', title: 'Business details & credit application' },
  { status: 'approvals', title: 'ID check & application review' },
  { status: 'reviewAndSignContract', title: 'Review & sign lease documentation' },
] as const satisfies readonly { status: CalculatorStatus; title: string }[];

type CalculatorStep = (typeof CALCULATOR_HOME_ITEMS)[number]['status'];

/** An empty status counts as viewShortlist in the calculator order (journey §4). */
const normalised = (status: ApplicationStatus | undefined): ApplicationStatus => status ?? 'viewShortlist';

/** Statuses at which each later step counts as completed. */
const COMPLETED_AT: Record<Exclude<CalculatorStep, 'viewShortlist'>, readonly ApplicationStatus[]> = {
  businessDetails: ['approvals', 'reviewAndSignContract', 'finished'],
  approvals: ['reviewAndSignContract', 'finished'],
  reviewAndSignContract: ['finished'],
};

/** The step states of journey §4: each step is in progress in its own status only. */
export function calculatorStepProgress(
  status: ApplicationStatus | undefined,
  step: CalculatorStep,
): StepProgress {
  // The shortlist was made before the application existed (decision 0102).
  if (step === 'viewShortlist') return 'completed';
  const current = normalised(status);
  if (COMPLETED_AT[step].includes(current)) return 'completed';
  return step === current ? 'progress' : 'pending';
}

export function calculatorHomeSteps(status: ApplicationStatus | undefined): HomeStep<CalculatorStep>[] {
  return CALCULATOR_HOME_ITEMS.map((item) => ({
    ...item,
    progress: calculatorStepProgress(status, item.status),
  }));
}

const ACTIVE_STEPS: Partial<Record<ApplicationStatus, readonly number[]>> = {
  viewShortlist: [1, 2],
  businessDetails: [1, 2],
  approvals: [1, 2, 3],
  reviewAndSignContract: [1, 2, 3, 4],
  finished: [1, 2, 3, 4, 5],
};

/** The highlighted steps of the calculator progress bar (journey §4); any other status, or none, is [1]. */
export function calculatorActiveSteps(status: ApplicationStatus | undefined): readonly number[] {
  return (status === undefined ? undefined : ACTIVE_STEPS[status]) ?? [1];
}

/** The steps that are screens of the journey, as opposed to the shortlist on the dashboard. */
const JOURNEY_STEPS = ['businessDetails', 'approvals', 'reviewAndSignContract'] as const;

/**
 * The home button (journey §4): a pending business details step starts there; a finished
 * application returns to the dashboard's shortlist; otherwise the step in progress opens.
 */
export function calculatorHomeTarget(status: ApplicationStatus | undefined): HomeTarget<CalculatorStatus> {
  const current = normalised(status);
  if (current === 'finished') return { route: 'dashboard' };
  if (calculatorStepProgress(current, 'businessDetails') === 'pending') {
    return { setStatus: 'businessDetails', route: 'businessDetails' };
  }
  const inProgress = JOURNEY_STEPS.find((step) => calculatorStepProgress(current, step) === 'progress');
  return { route: inProgress ?? 'dashboard' };
}

export type CalculatorHomeButtonLabel = 'Return to shortlist' | 'Get started' | 'Continue credit application';

export function calculatorHomeButtonLabel(status: ApplicationStatus | undefined): CalculatorHomeButtonLabel {
  const current = normalised(status);
  if (current === 'finished') return 'Return to shortlist';
  return current === 'viewShortlist' ? 'Get started' : 'Continue credit application';
}
