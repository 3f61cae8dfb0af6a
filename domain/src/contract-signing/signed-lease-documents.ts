import type { User } from '../accounts/user';
import { applicantRoleOf } from '../application/applicant-role';
import type { VehicleApplication } from '../application/vehicle-application';
import { LEASE_DOCUMENT_KINDS, type LeaseDocumentKind } from '../documents/lease-document';
import { ESignatureError } from '../e-signature/e-signature.port';
import type { FileStorage } from '../files/file-storage.port';
import type { UploadedFiles } from '../files/uploaded-files.port';
import { leaseApplicationErrors } from '../lease-application/lease-application-errors';
import { DomainError, fail, ok, type Result } from '../shared/result';
import type { ContractSigningDependencies } from './contract-signing-dependencies';
import { paperSigningStageOf } from './paper-signing-stage';
import { signingVariantOfApplication } from './signing-party';

/** The download name of the e-signature service's signed copy of the lease envelope. */
export const SIGNED_LEASE_DOCUMENTS_FILE_NAME = 'Signed_Lease_Documents.pdf';

/** One signed document the customer keeps. */
export interface SignedDocumentFile {
  fileName: string;
  pdf: Uint8Array;
}

export const SIGNED_DOCUMENTS_REASONS = {
  notFinished: 'CONTRACT_SIGNING.NOT_FINISHED',
} as const;

/** The lease is not finished: nothing is signed yet to hand out. */
const notFinished = () =>
  new DomainError('NOT_ALLOWED', 'The signed documents are ready once the lease is complete.', {
    reason: SIGNED_DOCUMENTS_REASONS.notFinished,
  });

type Deps = Pick<ContractSigningDependencies, 'unitOfWork' | 'eSignature'> & {
  files: Pick<UploadedFiles, 'ofId'>;
  storage: Pick<FileStorage, 'get'>;
};

/**
 * The finished lease's signed documents, for an applicant of it to download from their finished home
 * (decision 2091): signed electronically, the e-signature service's signed copy of the lease envelope;
 * on paper, the documents Authorised Officer (1) uploaded and staff accepted; in combination, both
 * (the envelope, then the guarantee signed on paper). Anyone who is no applicant of the application,
 * or of another organisation, is refused alike, as for an application that does not exist.
 */
export class SignedLeaseDocuments {
  constructor(private readonly deps: Deps) {}

  async execute(request: {
    user: Pick<User, 'id' | 'orgId'>;
    applicationId: string;
  }): Promise<Result<SignedDocumentFile[], DomainError>> {
    const stored = await this.deps.unitOfWork.run((tx) => tx.leaseApplications.ofId(request.applicationId));
    const application = stored?.value;
    if (
      !application ||
      application.orgId !== request.user.orgId ||
      applicantRoleOf(application, request.user.id) === 'none'
    ) {
      return fail(leaseApplicationErrors.notPrimaryApplicant());
    }
    if (application.journey.status !== 'finished') return fail(notFinished());
    const variant = signingVariantOfApplication(application);
    // Only what staff accepted counts as signed on paper (decision 2030).
    if (variant === 'wet' && paperSigningStageOf(application.journey.wetSignature) !== 'verified')
      return fail(notFinished());
    const files: SignedDocumentFile[] = [];
    if (variant !== 'wet') {
      const envelope = await this.signedEnvelope(application);
      if (!envelope.ok) return envelope;
      files.push(envelope.value);
    }
    // In combination the guarantee was signed on paper, beside the envelope.
    const onPaper: readonly LeaseDocumentKind[] =
      variant === 'wet' ? LEASE_DOCUMENT_KINDS : variant === 'combination' ? ['personalGuarantee'] : [];
    files.push(...(await this.uploads(application, onPaper)));
    return files.length ? ok(files) : fail(notFinished());
  }

  private async signedEnvelope(
    application: VehicleApplication,
  ): Promise<Result<SignedDocumentFile, DomainError>> {
    const envelopeId = application.journey.leaseEnvelopeId;
    if (!envelopeId) return fail(notFinished());
    try {
      const pdf = await this.deps.eSignature.signedDocuments(envelopeId);
      return ok({ fileName: SIGNED_LEASE_DOCUMENTS_FILE_NAME, pdf });
    } catch (error) {
      if (error instanceof ESignatureError)
        return fail(leaseApplicationErrors.signingUnavailable(error.code, error.message));
      throw error;
    }
  }

  /** The uploads in the documents' own order; a slot never names another application's file. */
  private async uploads(
    application: VehicleApplication,
    kinds: readonly LeaseDocumentKind[],
  ): Promise<SignedDocumentFile[]> {
    const files: SignedDocumentFile[] = [];
    for (const kind of kinds) {
      const upload = application.journey.wetSignature?.documents?.[kind]?.uploadFile;
      const file = upload && (await this.deps.files.ofId(upload.uuid));
      if (!upload || file?.applicationId !== application.applicationId || file.kind !== 'signedDocument')
        continue;
      const pdf = await this.deps.storage.get(upload.uuid);
      if (pdf) files.push({ fileName: upload.fileName, pdf });
    }
    return files;
  }
}
