import type { VehicleApplication } from '../application/vehicle-application';
import { guaranteeApplies } from '../contract-signing/signing-party';
import { IDENTITY_VERIFIED } from '../application/applicant-role';
import type { Region } from '../shared/region';
import type { CreditEnquiry, CreditEnquiryApplicant } from './credit-enquiry';
import { expectsSecondary } from './credit-submission';

/** The enquiry the service receives for one submission, read from the application as it stands. */
export function creditEnquiryOf(
  application: VehicleApplication,
  region: Region,
  reference: string,
): CreditEnquiry {
  const { scoreboard } = application;
  const finance = scoreboard.businessDetails?.financeDetails;
  const officers: CreditEnquiryApplicant[] = [
    {
      name: nameOf(scoreboard.primaryApplicant),
      role: 'primary',
      identityVerified: scoreboard.primaryApplicant?.identityVerificationStatus === IDENTITY_VERIFIED,
    },
  ];
  if (expectsSecondary(scoreboard)) {
    officers.push({
      name: nameOf(scoreboard.secondaryApplicant),
      role: 'secondary',
      identityVerified: scoreboard.secondaryApplicant?.identityVerificationStatus === IDENTITY_VERIFIED,
    });
  }
  const businessNumber = scoreboard.entityDetails?.abn ?? application.calculator?.company?.abn;
  const entityType = scoreboard.entityDetails?.entityType ?? application.calculator?.company?.entityType;
  return {
    reference,
    orgId: application.orgId,
    region,
    business: {
      name:
        scoreboard.entityDetails?.entityName ??
        scoreboard.businessDetails?.entityDetails?.companyLegalName ??
        application.calculator?.company?.name ??
        '',
      ...(businessNumber ? { businessNumber } : {}),
      ...(entityType ? { entityType } : {}),
    },
    requestedLimit: finance?.valueOfApplication ?? 0,
    // A sole trader's owner guarantees the business personally (decision 1701).
    personalGuarantee: guaranteeApplies(application),
    statementsProvided: (finance?.fileUrls?.length ?? 0) > 0,
    applicants: officers,
  };
}

const nameOf = (officer: { firstName?: string; lastName?: string } | undefined): string =>
  [officer?.firstName, officer?.lastName].filter(Boolean).join(' ');
