import type {
  ConfirmPrimaryApplicant,
  NominateAuthorisedOfficer,
  NominateSecondaryApplicant,
} from '@lease-portal/domain';

/** The applicant's authorised officers: confirming (1), reassigning the quote, nominating (2) (decision 1230). */
export interface ApplicantOfficersDependencies {
  confirmPrimaryApplicant: Pick<ConfirmPrimaryApplicant, 'execute'>;
  nominateAuthorisedOfficer: Pick<NominateAuthorisedOfficer, 'execute'>;
  nominateSecondaryApplicant: Pick<NominateSecondaryApplicant, 'execute'>;
}
