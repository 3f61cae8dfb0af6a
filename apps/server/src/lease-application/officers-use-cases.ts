import {
  IssueQuotedApplication,
  NominateAuthorisedOfficer,
  NominateSecondaryApplicant,
  type OfficersDependencies,
} from '@lease-portal/domain';
import { madeOnUse } from '../made-on-use';

/**
 * The standard application issued by staff (decision 1210) and the nominations of its authorised
 * officers (decision 1230), wired once for the portal's container (bind-officers.ts) and for lease-admin
 * (decision 2071); each is made when first read. The applicant's own confirmation, which only the API
 * offers, is bound beside them.
 */
export function officersUseCases(deps: OfficersDependencies) {
  return madeOnUse({
    issueQuotedApplication: () => new IssueQuotedApplication(deps),
    nominateAuthorisedOfficer: () => new NominateAuthorisedOfficer(deps),
    nominateSecondaryApplicant: () => new NominateSecondaryApplicant(deps),
  });
}
