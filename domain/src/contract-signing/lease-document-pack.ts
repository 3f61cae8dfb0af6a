import type { VehicleApplication } from '../application/vehicle-application';
import type { LeaseDocumentFacts } from '../documents/lease-document-facts';
import {
  LEASE_DOCUMENT_PACK_FILE_NAME,
  LEASE_DOCUMENT_PACK_TITLE,
  leaseDocumentFileName,
  leaseDocumentTitle,
  type LeaseDocumentKind,
  type SigningMode,
} from '../documents/lease-document';
import { leaseDocumentSet } from '../documents/lease-document-set';
import { leaseApplicationErrors } from '../lease-application/lease-application-errors';
import { quoteDocumentFacts } from '../lease-application/quote-document-facts';
import type { OrgProfile } from '../organisation/org-profile';
import { isSpecialIntroducer } from '../organisation/special-introducer';
import { fail, ok, type DomainError, type Result } from '../shared/result';
import type { ContractSigningDependencies } from './contract-signing-dependencies';
import { guaranteeApplies } from './signing-party';

/** One lease document as the customer receives it. */
export interface LeaseDocumentFile {
  kind: LeaseDocumentKind;
  title: string;
  fileName: string;
  pdf: Uint8Array;
}

/**
 * What the lease documents say: the quote's facts (lessor, customer, vehicle, lease) with the
 * business's address, both officers, the credit limit asked for and the account to debit. Dated the day the application
 * was issued, so the documents downloaded, e-mailed and signed are the same bytes.
 */
export function leaseDocumentFacts(application: VehicleApplication, profile: OrgProfile): LeaseDocumentFacts {
  const facts = quoteDocumentFacts(application, profile, application.createdAt.slice(0, 10));
  const { journey } = application;
  const business = journey.businessDetails;
  const secondary = journey.secondaryApplicant;
  const secondaryName = [secondary?.firstName, secondary?.lastName].filter(Boolean).join(' ');
  const address = business?.entityDetails?.companyLegalAddress;
  const creditLimit = business?.financeDetails?.creditLimit;
  return {
    ...facts,
    customer: { ...facts.customer, ...(address ? { address } : {}) },
    ...(secondaryName
      ? {
          secondary: {
            name: secondaryName,
            email: secondary?.email ?? '',
            ...(secondary?.applicantType ? { role: secondary.applicantType } : {}),
          },
        }
      : {}),
    lease: { ...facts.lease, ...(creditLimit ? { creditLimit } : {}) },
    ...(journey.directDebitAccount ? { directDebitAccount: journey.directDebitAccount } : {}),
    ...(journey.leaseWitness
      ? { witness: { name: journey.leaseWitness.name, address: journey.leaseWitness.address } }
      : {}),
  };
}

/** Which documents the customer signs in this mode (decision 1500's set, from the application). */
export function leaseDocumentKinds(
  application: VehicleApplication,
  profile: OrgProfile,
  signingMode: SigningMode,
  specialIntroducerAbn: string | undefined,
): LeaseDocumentKind[] {
  return leaseDocumentSet({
    region: profile.region,
    signingMode,
    guaranteeApplies: guaranteeApplies(application),
    specialIntroducer: isSpecialIntroducer(profile.whiteLabel.introducerAbn, specialIntroducerAbn),
  });
}

/** Renders the named documents of the application, in the organisation's brand, all at once. */
export async function renderLeaseDocuments(
  deps: Pick<ContractSigningDependencies, 'orgProfiles' | 'renderer'>,
  application: VehicleApplication,
  kinds: (profile: OrgProfile) => LeaseDocumentKind[],
  /** What the documents say differently where they go: the envelope's witness block (decision 2098). */
  adapted: (facts: LeaseDocumentFacts) => LeaseDocumentFacts = (facts) => facts,
): Promise<Result<LeaseDocumentFile[], DomainError>> {
  const profile = await deps.orgProfiles.ofId(application.orgId);
  if (!profile) return fail(leaseApplicationErrors.organisationNotFound(application.orgId));
  const named = kinds(profile);
  const facts = adapted(leaseDocumentFacts(application, profile));
  const files = await Promise.all(
    named.map(async (kind) => ({
      kind,
      title: leaseDocumentTitle(kind, profile.region),
      fileName: leaseDocumentFileName(kind, profile.region),
      pdf: await deps.renderer.render(kind, facts),
    })),
  );
  return ok(files);
}

/** The paper documents as one PDF, to download at once. */
export interface LeaseDocumentPackFile {
  kinds: LeaseDocumentKind[];
  title: string;
  fileName: string;
  pdf: Uint8Array;
}

/** Renders the named documents of the application as one PDF, in the order named. */
export async function renderLeaseDocumentPack(
  deps: Pick<ContractSigningDependencies, 'orgProfiles' | 'renderer'>,
  application: VehicleApplication,
  kinds: (profile: OrgProfile) => LeaseDocumentKind[],
): Promise<Result<LeaseDocumentPackFile, DomainError>> {
  const profile = await deps.orgProfiles.ofId(application.orgId);
  if (!profile) return fail(leaseApplicationErrors.organisationNotFound(application.orgId));
  const named = kinds(profile);
  const pdf = await deps.renderer.renderPack(named, leaseDocumentFacts(application, profile));
  return ok({
    kinds: named,
    title: LEASE_DOCUMENT_PACK_TITLE,
    fileName: LEASE_DOCUMENT_PACK_FILE_NAME,
    pdf,
  });
}
