import type { HeadlineKind } from '@lease-portal/domain';

/** The body text under each kind of home headline (journey §4 'Headline', decision 0104). */
export function headlineBody(kind: HeadlineKind, companyName: string): string {
  switch (kind) {
    case 'congratulations':
      return `Your lease application is complete. Thank you for choosing ${companyName}.`;
    case 'nominated':
      return 'You have been nominated as an authorised officer to review and approve a quote, complete a credit application and sign the lease.';
    case 'inProgress':
      return 'Your application is under way. Continue from the step in progress below.';
    case 'welcome':
      return 'Review your quote, complete your credit application and sign your lease documents online, one step at a time.';
  }
}

/** The info dialogs of the homes' ID step (journey §2): the secondary's says 'identity verification'. */
export const STEP_INFO = {
  primary: 'Identification verification and a credit application are required to complete this step.',
  secondary: 'Identity verification is required to complete this step.',
} as const;
