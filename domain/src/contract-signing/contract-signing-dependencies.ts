import type { Mailer } from '../accounts/mailer.port';
import type { LeaseDocumentRenderer } from '../documents/lease-document-facts';
import type { ESignature } from '../e-signature/e-signature.port';
import type { UploadedFiles } from '../files/uploaded-files.port';
import type { UnitOfWork } from '../lease-application/unit-of-work.port';
import type { OrgProfiles } from '../organisation/org-profiles.port';
import type { Clock } from '../shared/clock';

/** What the contract-signing use cases need; each takes the part it uses. */
export interface ContractSigningDependencies {
  unitOfWork: UnitOfWork;
  orgProfiles: Pick<OrgProfiles, 'ofId'>;
  renderer: LeaseDocumentRenderer;
  eSignature: ESignature;
  files: Pick<UploadedFiles, 'ofId' | 'markSaved'>;
  mailer: Mailer;
  clock: Clock;
  /** The deployment's special introducer (decision 1540), whose own instructions replace the usual ones. */
  specialIntroducerAbn?: string;
}
