import type { GraphqlContext } from '../context';
import type { PrimaryApplicantResolvers, SecondaryApplicantResolvers } from '../generated/graphql';

/** Whether the signed-in user is this applicant. */
function isViewer(applicant: { userId?: string | null }, context: GraphqlContext): boolean {
  const viewerId = context.viewer?.user.id;
  return viewerId !== undefined && applicant.userId === viewerId;
}

/**
 * An applicant's licence details (date of birth, licence and card numbers, home address, the images'
 * ids) answer that applicant only: the other officer of the same application reads null (decision
 * 1635). Their identityVerificationStatus stays visible, so each sees whether the other is verified.
 */
export const applicantTypeResolvers: {
  PrimaryApplicant: PrimaryApplicantResolvers;
  SecondaryApplicant: SecondaryApplicantResolvers;
} = {
  PrimaryApplicant: {
    idScanResult: (parent, _args, context) =>
      isViewer(parent, context) ? (parent.idScanResult ?? null) : null,
    idScanData: (parent, _args, context) => (isViewer(parent, context) ? (parent.idScanData ?? null) : null),
  },
  SecondaryApplicant: {
    idScanResult: (parent, _args, context) =>
      isViewer(parent, context) ? (parent.idScanResult ?? null) : null,
    idScanData: (parent, _args, context) => (isViewer(parent, context) ? (parent.idScanData ?? null) : null),
  },
};
