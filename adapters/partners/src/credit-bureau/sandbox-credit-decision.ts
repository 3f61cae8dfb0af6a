import type { CreditEnquiry, CreditResult } from '@lease-portal/domain';

/** Above this limit the engine wants financial statements (journey §9: automatic credit up to $150,000). */
const AUTOMATIC_LIMIT = 150_000;
/** The credit limit slider's maximum (journey §9); more is never granted automatically or otherwise. */
const MAXIMUM_LIMIT = 500_000;

/**
 * The sandbox's decision rules, first match wins; documented for testers in decision 1520:
 * 1. a second officer whose ID check is not complete: 'secondary_idscan_not_complete';
 * 2. a business name containing the test word 'Decline': declined; 'Refer': refer;
 * 3. a limit above 500,000: declined;
 * 4. a trust: refer (trust deeds are reviewed by a person);
 * 5. a limit above 150,000 without financial statements: refer;
 * 6. no personal guarantee and no financial statements: refer;
 * 7. otherwise: approved.
 */
export function sandboxCreditDecision(enquiry: CreditEnquiry): CreditResult {
  if (enquiry.applicants.some((a) => a.role === 'secondary' && !a.identityVerified)) {
    return 'secondary_idscan_not_complete';
  }
  const name = enquiry.business.name.toLowerCase();
  if (name.includes('decline')) return 'declined';
  if (name.includes('refer')) return 'refer';
  if (enquiry.requestedLimit > MAXIMUM_LIMIT) return 'declined';
  if (/trust/i.test(enquiry.business.entityType ?? '')) return 'refer';
  if (enquiry.requestedLimit > AUTOMATIC_LIMIT && !enquiry.statementsProvided) return 'refer';
  if (!enquiry.personalGuarantee && !enquiry.statementsProvided) return 'refer';
  return 'approved';
}
