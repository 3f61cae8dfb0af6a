import type { ApplicationStatus, CalculatorStatus } from './application-journey';
import type { HomeTarget } from './journey-routes';

/** The CRM quote stages the dashboard moves an opportunity to (calculator §4). */
export const QUOTE_STAGES = {
  dealMobilising: 'Deal Mobilising',
  quoteRequested: 'Quote Requested OP',
} as const;
export const NEEDS_ANALYSIS_STAGE = 'Needs Analysis';

export interface CreditApplicationStart extends HomeTarget<CalculatorStatus> {
  /** The quote stage to record in the CRM, when it moves. */
  quoteStage?: string;
}

/**
 * Starting the credit application from the dashboard (calculator §4): an application without a
 * status begins at viewShortlist and its quote moves to 'Deal Mobilising'; either way the
 * application's home opens.
 */
export function creditApplicationStart(status: ApplicationStatus | undefined): CreditApplicationStart {
  return status === undefined
    ? { setStatus: 'viewShortlist', quoteStage: QUOTE_STAGES.dealMobilising, route: 'applications' }
    : { route: 'applications' };
}

/** On the dashboard an opportunity still in 'Needs Analysis' moves to 'Quote Requested OP'. */
export function quoteStageOnDashboard(opportunityStage: string | undefined): string | undefined {
  return opportunityStage === NEEDS_ANALYSIS_STAGE ? QUOTE_STAGES.quoteRequested : undefined;
}
