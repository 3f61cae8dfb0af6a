import { identityCheckWordOf, type Applicant } from '@lease-portal/domain';
import type { GraphqlContext } from '../context';
import type { PrimaryApplicantResolvers, SecondaryApplicantResolvers } from '../generated/graphql';

/** Whether the signed-in user is this applicant. */
function isViewer(applicant: { userId?: string | null }, context: GraphqlContext): boolean {
  const viewerId = context.viewer?.user.id;
  return viewerId !== undefined && applicant.userId === viewerId;
}

/**
 * The officer's identity check in the customer's words (decision 2080), from the domain's licence check
 * the scoreboard carries: null before a licence is kept, and for a check kept before 2080.
 */
const identityCheckOf = (parent: object) => {
  const check = (parent as Pick<Applicant, 'licenceCheck'>).licenceCheck;
  return check ? identityCheckWordOf(check) : null;
};

/**
 * An applicant's licence details (date of birth, licence and card numbers, home address, the images'
 * ids) answer that applicant only: the other officer of the same application reads null (decision
 * 1635). Their identityVerificationStatus and identityCheck stay visible, so each sees whether the other
 * is verified.
 */
export const applicantTypeResolvers: {
  PrimaryApplicant: PrimaryApplicantResolvers;
  SecondaryApplicant: SecondaryApplicantResolvers;
} = {
  PrimaryApplicant: {
    identityCheck: identityCheckOf,
    idScanResult: (parent, _args, context) =>
      isViewer(parent, context) ? (parent.idScanResult ?? null) : null,
    idScanData: (parent, _args, context) => (isViewer(parent, context) ? (parent.idScanData ?? null) : null),
  },
  SecondaryApplicant: {
    identityCheck: identityCheckOf,
    idScanResult: (parent, _args, context) =>
      isViewer(parent, context) ? (parent.idScanResult ?? null) : null,
    idScanData: (parent, _args, context) => (isViewer(parent, context) ? (parent.idScanData ?? null) : null),
  },
};
