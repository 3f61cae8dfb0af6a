import type {
  ConfirmPrimaryApplicant,
  NominateAuthorisedOfficer,
  NominateSecondaryApplicant,
  ResendSecondaryInvitation,
} from '@lease-portal/domain';

/**
 * The applicant's authorised officers: confirming (1), reassigning the quote, nominating (2) (decision
 * 1230), and (1) resending (2)'s invitation from the on-hold page (decision 2094).
 */
export interface ApplicantOfficersDependencies {
  confirmPrimaryApplicant: Pick<ConfirmPrimaryApplicant, 'execute'>;
  nominateAuthorisedOfficer: Pick<NominateAuthorisedOfficer, 'execute'>;
  nominateSecondaryApplicant: Pick<NominateSecondaryApplicant, 'execute'>;
  resendSecondaryInvitation: Pick<ResendSecondaryInvitation, 'execute'>;
}
