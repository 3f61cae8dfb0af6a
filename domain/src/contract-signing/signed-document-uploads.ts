import type { User } from '../accounts/user';
import { auditActor } from '../application/audit-entry';
import type { ApplicationJourney } from '../application/application-journey';
import type { LeaseDocumentKind } from '../documents/lease-document';
import { ownedFile } from '../files/owned-file';
import { LeaseApplication } from '../lease-application/lease-application';
import { storeLeaseApplication } from '../lease-application/store-lease-application';
import { fail, ok, type DomainError, type Result } from '../shared/result';
import type { ContractSigningDependencies } from './contract-signing-dependencies';
import { contractSigningErrors } from './contract-signing-errors';
import { paperSigningStageOf } from './paper-signing-stage';
import { signingPartyOf, type SigningParty } from './signing-party';
import { signedDocumentKinds } from './wet-signature-documents';

type UploadDeps = Pick<
  ContractSigningDependencies,
  'unitOfWork' | 'orgProfiles' | 'files' | 'clock' | 'specialIntroducerAbn'
>;

export interface SignedDocumentSlot {
  party: SigningParty;
  kind: LeaseDocumentKind;
}

/**
 * The upload slot Authorised Officer (1) names, while the documents are not submitted: one of the
 * documents signed on paper, never the instructions sheet, which is only read. Authorised Officer (2) uploads nothing (journey §6).
 */
async function slotOf(
  deps: UploadDeps,
  user: Pick<User, 'id' | 'orgId'>,
  applicationId: string,
  kind: LeaseDocumentKind,
): Promise<Result<SignedDocumentSlot, DomainError>> {
  const found = await signingPartyOf(deps.unitOfWork, user, applicationId, 'read');
  if (!found.ok) return found;
  const party = found.value;
  if (party.role !== 'primary') return fail(contractSigningErrors.notYourRow());
  if (party.variant === 'digital') return fail(contractSigningErrors.notSignedThisWay('digital'));
  if (paperSigningStageOf(party.application.journey.wetSignature) !== 'uploading')
    return fail(contractSigningErrors.alreadySubmitted());
  if (party.application.journey.status !== 'reviewAndSignContract')
    return fail(contractSigningErrors.notAtSigning(party.application.journey.status));
  const profile = await deps.orgProfiles.ofId(party.application.orgId);
  if (!profile || !signedDocumentKinds(party, profile, deps.specialIntroducerAbn).includes(kind)) {
    return fail(contractSigningErrors.documentUnknown(kind));
  }
  return ok({ party, kind });
}

/**
 * The documents were submitted (staff check them, or accepted them), or the application left the
 * signing step: the slots are closed. Documents sent back by staff open them again (decision 2030).
 */
const slotsClosed = (journey: ApplicationJourney): boolean =>
  paperSigningStageOf(journey.wetSignature) !== 'uploading' || journey.status !== 'reviewAndSignContract';

/**
 * Writes the slot's change with its audit entry, in one unit of work, on the version read; checked
 * again there, so a submission that landed meanwhile closes the slot (journey §8).
 */
async function changeSlot(
  deps: UploadDeps,
  slot: SignedDocumentSlot,
  userId: string,
  change: (journey: ApplicationJourney) => ApplicationJourney,
  action: string,
  details: Record<string, unknown>,
  refusal: (journey: ApplicationJourney) => DomainError | undefined = () => undefined,
): Promise<Result<SignedDocumentSlot, DomainError>> {
  const applicationId = slot.party.application.applicationId;
  return deps.unitOfWork.run(async ({ leaseApplications, auditEntries, jobs }) => {
    const stored = await leaseApplications.ofId(applicationId);
    if (!stored) return fail(contractSigningErrors.notYourRow());
    if (slotsClosed(stored.value.journey)) return fail(contractSigningErrors.alreadySubmitted());
    const refused = refusal(stored.value.journey);
    if (refused) return fail(refused);
    const application = LeaseApplication.of(stored);
    application.change(change, { action, details });
    await storeLeaseApplication(
      { leaseApplications, auditEntries, jobs },
      application,
      auditActor.customer(userId),
      deps.clock.now().toISOString(),
    );
    return ok(slot);
  });
}

/**
 * In the combination flow the lease envelope goes out once the guarantee is signed on paper; the
 * guarantee then stays, or the lease could never complete (decision 1705).
 */
const guaranteeInEnvelope = (slot: SignedDocumentSlot, journey: ApplicationJourney): boolean =>
  slot.party.variant === 'combination' && slot.kind === 'personalGuarantee' && !!journey.leaseEnvelopeId;

const withDocument = (journey: ApplicationJourney, kind: LeaseDocumentKind, entry: object | undefined) => {
  const documents = { ...journey.wetSignature?.documents };
  if (entry) documents[kind] = entry;
  else delete documents[kind];
  return { ...journey, wetSignature: { ...journey.wetSignature, documents } };
};

/**
 * uploadWetSignature (journey §7): attaches a signed document, uploaded by the officer for this
 * application as a PDF (checked by its content at upload, decision 1600), to its slot; a new upload
 * replaces the slot's previous one.
 */
export class AttachSignedDocument {
  constructor(private readonly deps: UploadDeps) {}

  async execute(request: {
    user: Pick<User, 'id' | 'orgId'>;
    applicationId: string;
    document: LeaseDocumentKind;
    uploadFileObj: { uuid: string; fileName: string };
  }): Promise<Result<SignedDocumentSlot, DomainError>> {
    const slot = await slotOf(this.deps, request.user, request.applicationId, request.document);
    if (!slot.ok) return slot;
    const owned = await ownedFile(this.deps.files, request.user, request.uploadFileObj.uuid);
    if (!owned.ok) return owned;
    const file = owned.value;
    const fileName = request.uploadFileObj.fileName.trim().slice(0, 255) || `${slot.value.kind}.pdf`;
    if (
      file.applicationId !== request.applicationId ||
      file.kind !== 'signedDocument' ||
      file.contentType !== 'application/pdf'
    ) {
      return fail(contractSigningErrors.uploadNotUsable());
    }
    await this.deps.files.markSaved(file.uuid, fileName, file.savedAt ?? this.deps.clock.now().toISOString());
    const uploadFile = { uuid: file.uuid, fileName, mimeType: 'application/pdf' };
    return changeSlot(
      this.deps,
      slot.value,
      request.user.id,
      (journey) => withDocument(journey, slot.value.kind, { uploadFile }),
      'application.signed-document.uploaded',
      { document: slot.value.kind, uuid: file.uuid },
    );
  }
}

/**
 * deleteWetSignature (journey §7, §8): empties a slot before the documents are submitted; afterwards
 * the answer is 'Sorry unable to delete!, File is already submitted!'. The file itself stays with the
 * application's records (decision 1702).
 */
export class RemoveSignedDocument {
  constructor(private readonly deps: UploadDeps) {}

  async execute(request: {
    user: Pick<User, 'id' | 'orgId'>;
    applicationId: string;
    document: LeaseDocumentKind;
  }): Promise<Result<SignedDocumentSlot, DomainError>> {
    const slot = await slotOf(this.deps, request.user, request.applicationId, request.document);
    if (!slot.ok) return slot;
    const previous = slot.value.party.application.journey.wetSignature?.documents?.[slot.value.kind];
    if (!previous?.uploadFile) return slot;
    return changeSlot(
      this.deps,
      slot.value,
      request.user.id,
      (journey) => withDocument(journey, slot.value.kind, undefined),
      'application.signed-document.removed',
      { document: slot.value.kind, uuid: previous.uploadFile.uuid },
      (journey) =>
        guaranteeInEnvelope(slot.value, journey) ? contractSigningErrors.guaranteeInUse() : undefined,
    );
  }
}
