import type { User } from '../accounts/user';
import { auditActor } from '../application/audit-entry';
import { isInstructionsSheet, type LeaseDocumentKind } from '../documents/lease-document';
import type { OrgProfile } from '../organisation/org-profile';
import { fail, ok, type DomainError, type Result } from '../shared/result';
import { email as emailRule, required } from '../validation/field-rules';
import { textOf } from '../validation/field-rule';
import type { ContractSigningDependencies } from './contract-signing-dependencies';
import { contractSigningErrors } from './contract-signing-errors';
import {
  leaseDocumentKinds,
  renderLeaseDocumentPack,
  renderLeaseDocuments,
  type LeaseDocumentFile,
  type LeaseDocumentPackFile,
} from './lease-document-pack';
import { leaseDocumentsMail } from './lease-documents-mail';
import { signingPartyOf, type SigningParty } from './signing-party';

/** The paper documents asked for: one of them, or all of them at once (journey §9). */
export type PaperDocumentsWanted = LeaseDocumentKind | 'all';

/**
 * The documents signed on paper: the whole wet-signature pack, or in the combination flow only the
 * guarantee (the rest is signed electronically).
 */
export function paperDocumentKinds(
  party: SigningParty,
  profile: OrgProfile,
  specialIntroducerAbn: string | undefined,
): LeaseDocumentKind[] {
  if (party.variant === 'wet')
    return leaseDocumentKinds(party.application, profile, 'wet', specialIntroducerAbn);
  if (party.variant === 'combination') return ['personalGuarantee'];
  return [];
}

/**
 * The documents signed on paper that come back signed, each into an upload slot: all of them but the
 * instructions sheet, which is read, not signed.
 */
export function signedDocumentKinds(
  party: SigningParty,
  profile: OrgProfile,
  specialIntroducerAbn: string | undefined,
): LeaseDocumentKind[] {
  return paperDocumentKinds(party, profile, specialIntroducerAbn).filter(
    (kind) => !isInstructionsSheet(kind),
  );
}

type DocumentDeps = Pick<
  ContractSigningDependencies,
  'unitOfWork' | 'orgProfiles' | 'renderer' | 'specialIntroducerAbn'
>;

/**
 * The paper documents Authorised Officer (1) asked for: one by its kind, or all of them; a document
 * this lease is not signed with on paper is refused. Only Authorised Officer (1) handles the paper
 * documents (journey §6).
 */
export async function paperDocumentsFor(
  deps: DocumentDeps,
  user: Pick<User, 'id' | 'orgId'>,
  applicationId: string,
  document: PaperDocumentsWanted,
): Promise<Result<{ party: SigningParty; documents: LeaseDocumentFile[] }, DomainError>> {
  const found = await signingPartyOf(deps.unitOfWork, user, applicationId, 'read');
  if (!found.ok) return found;
  const party = found.value;
  if (party.role !== 'primary') return fail(contractSigningErrors.notYourRow());
  if (party.variant === 'digital') return fail(contractSigningErrors.notSignedThisWay('digital'));
  const wanted = document === 'all' ? undefined : document;
  let unknown = false;
  const documents = await renderLeaseDocuments(deps, party.application, (profile) => {
    const kinds = paperDocumentKinds(party, profile, deps.specialIntroducerAbn);
    if (wanted === undefined) return kinds;
    unknown = !kinds.includes(wanted);
    return unknown ? [] : [wanted];
  });
  if (!documents.ok) return documents;
  if (unknown) return fail(contractSigningErrors.documentUnknown(document));
  return ok({ party, documents: documents.value });
}

/** getWetSignatureUrl (journey §7): the PDFs to download, one or all. */
export class GetPaperDocuments {
  constructor(private readonly deps: DocumentDeps) {}

  async execute(request: {
    user: Pick<User, 'id' | 'orgId'>;
    applicationId: string;
    document: PaperDocumentsWanted;
  }): Promise<Result<LeaseDocumentFile[], DomainError>> {
    const found = await paperDocumentsFor(this.deps, request.user, request.applicationId, request.document);
    return found.ok ? ok(found.value.documents) : found;
  }

  /** Download All: every paper document of the lease in one PDF, the instructions first. */
  async pack(request: {
    user: Pick<User, 'id' | 'orgId'>;
    applicationId: string;
  }): Promise<Result<LeaseDocumentPackFile, DomainError>> {
    const found = await signingPartyOf(this.deps.unitOfWork, request.user, request.applicationId, 'read');
    if (!found.ok) return found;
    const party = found.value;
    if (party.role !== 'primary') return fail(contractSigningErrors.notYourRow());
    if (party.variant === 'digital') return fail(contractSigningErrors.notSignedThisWay('digital'));
    return renderLeaseDocumentPack(this.deps, party.application, (profile) =>
      paperDocumentKinds(party, profile, this.deps.specialIntroducerAbn),
    );
  }
}

/**
 * sendWetSignatureEmail (journey §7, §5 'Email boxes'): the PDFs, one or all, e-mailed as
 * attachments to the address given (required, an e-mail address), with an audit entry.
 */
export class EmailPaperDocuments {
  constructor(private readonly deps: DocumentDeps & Pick<ContractSigningDependencies, 'mailer' | 'clock'>) {}

  async execute(request: {
    user: Pick<User, 'id' | 'orgId'>;
    applicationId: string;
    document: PaperDocumentsWanted;
    email: string;
  }): Promise<Result<{ sent: number }, DomainError>> {
    const to = textOf(request.email);
    const invalid = required(to) ?? emailRule(to);
    if (invalid) return fail(contractSigningErrors.emailInvalid(invalid));
    const found = await paperDocumentsFor(this.deps, request.user, request.applicationId, request.document);
    if (!found.ok) return found;
    const { party, documents } = found.value;
    const profile = await this.deps.orgProfiles.ofId(party.application.orgId);
    if (!profile) return fail(contractSigningErrors.notSignedThisWay(party.variant));
    const quote = party.application.journey.quoteDetails;
    await this.deps.mailer.send(
      leaseDocumentsMail({
        to,
        profile,
        documents,
        quoteReference: quote?.primaryQuoteReference || quote?.erpQuoteRef,
      }),
    );
    await this.deps.unitOfWork.run((tx) =>
      tx.auditEntries.record({
        actor: auditActor.customer(request.user.id),
        action: 'application.lease-documents.emailed',
        applicationId: request.applicationId,
        at: this.deps.clock.now().toISOString(),
        // Whether they went to the officer's own address; the address itself stays out of the trail.
        details: {
          documents: documents.map((document) => document.kind),
          toOwnAddress:
            to.toLowerCase() === (party.application.journey.primaryApplicant?.email ?? '').toLowerCase(),
        },
      }),
    );
    return ok({ sent: documents.length });
  }
}
