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
  const { journey } = application;
  const finance = journey.businessDetails?.financeDetails;
  const officers: CreditEnquiryApplicant[] = [
    {
      name: nameOf(journey.primaryApplicant),
      role: 'primary',
      identityVerified: journey.primaryApplicant?.identityVerificationStatus === IDENTITY_VERIFIED,
    },
  ];
  if (expectsSecondary(journey)) {
    officers.push({
      name: nameOf(journey.secondaryApplicant),
      role: 'secondary',
      identityVerified: journey.secondaryApplicant?.identityVerificationStatus === IDENTITY_VERIFIED,
    });
  }
  const businessNumber = journey.entityDetails?.abn ?? application.calculator?.company?.abn;
  const entityType = journey.entityDetails?.entityType ?? application.calculator?.company?.entityType;
  return {
    reference,
    orgId: application.orgId,
    region,
    business: {
      name:
        journey.entityDetails?.entityName ??
        journey.businessDetails?.entityDetails?.companyLegalName ??
        application.calculator?.company?.name ??
        '',
      ...(businessNumber ? { businessNumber } : {}),
      ...(entityType ? { entityType } : {}),
    },
    requestedLimit: finance?.creditLimit ?? 0,
    // A sole trader's owner guarantees the business personally (decision 1701).
    personalGuarantee: guaranteeApplies(application),
    statementsProvided: (finance?.fileUrls?.length ?? 0) > 0,
    applicants: officers,
  };
}

const nameOf = (officer: { firstName?: string; lastName?: string } | undefined): string =>
  [officer?.firstName, officer?.lastName].filter(Boolean).join(' ');
