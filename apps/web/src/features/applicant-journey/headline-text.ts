import type { HeadlineKind } from '@lease-portal/domain';

/** The body text under each kind of home headline (journey §4 'Headline', decision 0104). */
export function headlineBody(kind: HeadlineKind, companyName: string, phoneNumber = ''): string {
  switch (kind) {
    case 'declined':
      return `We are unable to approve your lease application with ${companyName} at this time.${
        phoneNumber ? ` To talk about your options, call us on ${phoneNumber}.` : ''
      }`;
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

/**
 * Authorised Officer (2)'s home text, spoken to them: who invited them, for which business and
 * vehicle, and their two tasks. The first officer's words ('nominated… complete a credit
 * application') are not theirs: they neither review the quote nor apply for credit.
 */
export function secondaryHomeBody(input: {
  invitedBy?: string;
  businessName?: string;
  vehicle?: string;
  companyName: string;
  signsOnPaper: boolean;
}): string {
  const who = input.invitedBy ? `${input.invitedBy} has asked you` : 'You have been asked';
  const business = input.businessName ? ` for ${input.businessName}` : '';
  const vehicle = input.vehicle ? ` of a ${input.vehicle}` : '';
  const signing = input.signsOnPaper
    ? 'sign the lease documents on paper'
    : 'sign the lease documents online';
  return (
    `${who} to approve, as the second authorised officer${business}, the lease${vehicle} from ` +
    `${input.companyName}. You have two tasks: check your identity with your driver licence, then ${signing}.`
  );
}
