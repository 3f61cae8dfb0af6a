import type { VehicleApplications } from '../application/vehicle-applications.port';
import type { LeaseDocumentRenderer } from '../documents/lease-document-facts';
import type { ESignature } from '../e-signature/e-signature.port';
import type { OrgProfiles } from '../organisation/org-profiles.port';
import type { Clock } from '../shared/clock';
import type { UnitOfWork } from './unit-of-work.port';

/** What the quote's download and e-signature use cases need. */
export interface QuoteSigningDependencies {
  applications: Pick<VehicleApplications, 'ofUser'>;
  orgProfiles: Pick<OrgProfiles, 'ofId'>;
  renderer: LeaseDocumentRenderer;
  eSignature: ESignature;
  unitOfWork: UnitOfWork;
  clock: Clock;
}
