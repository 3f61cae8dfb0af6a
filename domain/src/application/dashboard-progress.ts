import type { ApplicationStatus } from './application-journey';

/** The dashboard's progress bar has five steps (calculator §4 'Dashboard progress'). */
export const DASHBOARD_STEP_COUNT = 5;

const STEPS_SHOWN: Partial<Record<ApplicationStatus, number>> = {
  viewShortlist: 1,
  businessDetails: 2,
  approvals: 3,
  reviewAndSignContract: 4,
  finished: 5,
};

/**
 * The steps the dashboard shows as reached, from 1. A credit total above 0 means the credit
 * application is done whatever the status says, so all five show.
 */
export function dashboardActiveSteps(
  status: ApplicationStatus | undefined,
  creditTotalValue?: number | null,
): number[] {
  const shown =
    creditTotalValue != null && creditTotalValue > 0
      ? DASHBOARD_STEP_COUNT
      : ((status === undefined ? undefined : STEPS_SHOWN[status]) ?? 1);
  return Array.from({ length: shown }, (_, index) => index + 1);
}

export type DashboardButtonLabel = 'Start credit application' | 'Continue credit application';

export function dashboardButtonLabel(status: ApplicationStatus | undefined): DashboardButtonLabel {
  return status === undefined || status === 'viewShortlist'
    ? 'Start credit application'
    : 'Continue credit application';
}
