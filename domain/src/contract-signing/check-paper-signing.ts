import { auditActor } from '../application/audit-entry';
import { LEASE_DOCUMENT_KINDS, type LeaseDocumentKind } from '../documents/lease-document';
import type { FileStorage } from '../files/file-storage.port';
import type { UploadedFiles } from '../files/uploaded-files.port';
import { concurrentUpdate } from '../lease-application/concurrent-update';
import { leaseApplicationErrors } from '../lease-application/lease-application-errors';
import { LeaseApplication } from '../lease-application/lease-application';
import { storeLeaseApplication } from '../lease-application/store-lease-application';
import { fail, ok, type DomainError, type Result } from '../shared/result';
import { staffErrors } from '../staff/staff-errors';
import { mayAct, type StaffMember } from '../staff/staff-member';
import { staffReason } from '../staff/staff-reason';
import type { ContractSigningDependencies } from './contract-signing-dependencies';
import { contractSigningErrors } from './contract-signing-errors';
import { finishLease } from './finish-lease';
import { paperSigningStageOf, WET_SIGNATURE_STATUSES, type PaperSigningStage } from './paper-signing-stage';

/** Staff accept the signed documents, or send them back to Authorised Officer (1). */
export type PaperSigningVerdict = 'accept' | 'reject';

export interface PaperSigningCheck {
  applicationId: string;
  wetSignatureStatus: 'verified' | 'rejected';
  /** Whether the application is finished now. */
  finished: boolean;
  /** The documents that were checked, by their keys. */
  documents: string[];
}

/**
 * Staff check the documents Authorised Officer (1) signed on paper and submitted (decision 2030): a
 * member who may advance applications opens them, and accepts them, which finishes the lease, or
 * sends them back with a reason the officer reads on the signing screen, which opens the uploads
 * again. Only submitted documents wait for a check; the member's reason is kept in the trail. When
 * the member read the application before deciding, a submission since then is not theirs to judge.
 */
export class CheckPaperSigning {
  constructor(private readonly deps: Pick<ContractSigningDependencies, 'unitOfWork' | 'clock'>) {}

  async execute(
    member: StaffMember,
    command: {
      applicationId: string;
      verdict: PaperSigningVerdict;
      reason: string;
      /** The version the member read before deciding. */
      expectedVersion?: number;
    },
  ): Promise<Result<PaperSigningCheck, DomainError>> {
    if (!mayAct(member, 'advanceApplication')) return fail(staffErrors.notPermitted('advanceApplication'));
    const reason = staffReason(command.reason);
    if (!reason.ok) return reason;
    const { applicationId, verdict } = command;
    return this.deps.unitOfWork.run(async (tx) => {
      const stored = await tx.leaseApplications.ofId(applicationId);
      if (!stored) return fail(leaseApplicationErrors.applicationNotFound(applicationId));
      if (command.expectedVersion !== undefined && stored.version !== command.expectedVersion)
        return fail(concurrentUpdate());
      const wetSignature = stored.value.journey.wetSignature;
      if (wetSignature?.signType !== 'wet') return fail(contractSigningErrors.notSignedThisWay('digital'));
      const stage = paperSigningStageOf(wetSignature);
      if (stage !== 'submitted') return fail(contractSigningErrors.notSubmitted(stage));
      const documents = Object.keys(wetSignature.documents ?? {});
      const actor = auditActor.staff(member.staffId);
      const at = this.deps.clock.now().toISOString();
      const checked = { applicationId, documents };
      const application = LeaseApplication.of(stored);
      if (verdict === 'reject') {
        application.change(
          (journey) => ({
            ...journey,
            wetSignature: {
              ...wetSignature,
              status: WET_SIGNATURE_STATUSES.rejected,
              rejectionReason: reason.value,
            },
          }),
          { action: 'application.signed-documents.rejected', details: { documents, reason: reason.value } },
        );
        await storeLeaseApplication(tx, application, actor, at);
        return ok({ ...checked, wetSignatureStatus: 'rejected' as const, finished: false });
      }
      application.change(
        (journey) => ({
          ...journey,
          wetSignature: { ...wetSignature, status: WET_SIGNATURE_STATUSES.verified },
        }),
        { action: 'application.signed-documents.verified', details: { documents, reason: reason.value } },
      );
      const finished = finishLease(
        application,
        'staff',
        'signed-documents-verified',
        'finishesWhenAtSigning',
      );
      if (!finished.ok) return finished;
      await storeLeaseApplication(tx, application, actor, at);
      return ok({ ...checked, wetSignatureStatus: 'verified' as const, finished: true });
    });
  }
}

/** A document in its slot, with its bytes, for the member to read. */
export interface SignedDocumentToCheck {
  document: LeaseDocumentKind;
  /** The name Authorised Officer (1) gave it. */
  fileName: string;
  uuid: string;
  bytes: Uint8Array;
}

/**
 * The signed documents in their slots, with their bytes, so that the member checking them reads what
 * Authorised Officer (1) submitted; the version read is the one their check then expects. Taking
 * customers' documents out of the portal is written in the trail.
 */
export class ReadSignedDocuments {
  constructor(
    private readonly deps: Pick<ContractSigningDependencies, 'unitOfWork' | 'clock'> & {
      files: Pick<UploadedFiles, 'ofId'>;
      storage: Pick<FileStorage, 'get'>;
    },
  ) {}

  async execute(
    member: StaffMember,
    applicationId: string,
  ): Promise<
    Result<{ version: number; stage: PaperSigningStage; documents: SignedDocumentToCheck[] }, DomainError>
  > {
    if (!mayAct(member, 'read')) return fail(staffErrors.notPermitted('read'));
    const stored = await this.deps.unitOfWork.run(({ leaseApplications }) =>
      leaseApplications.ofId(applicationId),
    );
    if (!stored) return fail(leaseApplicationErrors.applicationNotFound(applicationId));
    const wetSignature = stored.value.journey.wetSignature;
    if (wetSignature?.signType !== 'wet') return fail(contractSigningErrors.notSignedThisWay('digital'));
    const documents: SignedDocumentToCheck[] = [];
    // In the documents' own order, whatever order storage keeps the slots in.
    for (const document of LEASE_DOCUMENT_KINDS) {
      const upload = wetSignature.documents?.[document]?.uploadFile;
      const file = upload && (await this.deps.files.ofId(upload.uuid));
      // Only the application's own signed documents: a slot never names another's file.
      if (!upload || file?.applicationId !== applicationId || file.kind !== 'signedDocument') continue;
      const bytes = await this.deps.storage.get(upload.uuid);
      if (bytes) {
        documents.push({
          document,
          fileName: upload.fileName,
          uuid: upload.uuid,
          bytes,
        });
      }
    }
    await this.deps.unitOfWork.run(({ auditEntries }) =>
      auditEntries.record({
        actor: auditActor.staff(member.staffId),
        action: 'application.signed-documents.read',
        applicationId,
        at: this.deps.clock.now().toISOString(),
        details: { documents: documents.map(({ document, uuid }) => ({ document, fileId: uuid })) },
      }),
    );
    return ok({ version: stored.version, stage: paperSigningStageOf(wetSignature), documents });
  }
}
