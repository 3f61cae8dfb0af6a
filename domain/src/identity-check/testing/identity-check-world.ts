import { InMemoryOrgProfilesById } from '../../accounts/testing/accounts-world';
import { SettableClock } from '../../accounts/testing/in-memory-accounts';
import type { VehicleApplication } from '../../application/vehicle-application';
import type { VehicleApplications } from '../../application/vehicle-applications.port';
import {
  InMemoryFileStorage,
  InMemoryUploadedFiles,
  magicNumberSniffer,
} from '../../files/testing/in-memory-files';
import { InMemoryUnitOfWork } from '../../lease-application/testing/in-memory-unit-of-work';
import type { OrgProfile } from '../../organisation/org-profile';
import { CheckOfficerIdentity } from '../check-officer-identity';
import { ConfirmIdDetails } from '../confirm-id-details';
import { ReadScanImage, ReadScanOutcome } from '../read-scan-outcome';
import { RecordScanSkipped } from '../record-scan-skipped';
import { SaveDrivingLicence } from '../save-driving-licence';
import { SubmitScanSide } from '../submit-scan-side';
import { InMemoryIdentityScanJourneyStarts } from './in-memory-identity-scan-journey-starts';
import { FakeIdentityScan } from './fake-identity-scan';

// Test support only: the identity check's use cases over one in-memory store, file store and scan service.

export function anIdentityCheckWorld(
  profiles: OrgProfile[] = [],
  clock = new SettableClock(new Date('2026-11-24T09:00:00.000Z')),
  /** Where the guards read applications; the world's own store when absent. */
  reader?: Pick<VehicleApplications, 'ofId'>,
  identityScan = new FakeIdentityScan(),
) {
  const unitOfWork = new InMemoryUnitOfWork();
  const applications = reader ?? {
    ofId: async (id: string) => structuredClone(unitOfWork.applications.get(id)),
  };
  const files = new InMemoryUploadedFiles();
  const storage = new InMemoryFileStorage();
  const orgProfiles = new InMemoryOrgProfilesById(profiles);
  let nextId = 0;
  const ids = { next: () => `licence-${++nextId}` };
  const scanDeps = { applications, identityScan };
  const readScanOutcome = new ReadScanOutcome(scanDeps);
  const readScanImage = new ReadScanImage(scanDeps);
  return {
    unitOfWork,
    identityScan,
    files,
    storage,
    clock,
    given(application: VehicleApplication) {
      unitOfWork.applications.set(application.applicationId, { value: application, version: 1 });
      return this;
    },
    stored(applicationId: string) {
      return unitOfWork.applications.get(applicationId);
    },
    submitScanSide: new SubmitScanSide({
      ...scanDeps,
      journeyStarts: new InMemoryIdentityScanJourneyStarts(),
      sniffer: magicNumberSniffer,
    }),
    readScanOutcome,
    saveDrivingLicence: new SaveDrivingLicence({
      applications,
      unitOfWork,
      readScanOutcome,
      readScanImage,
      files,
      storage,
      sniffer: magicNumberSniffer,
      ids,
      clock,
    }),
    recordScanSkipped: new RecordScanSkipped({ applications, unitOfWork, clock }),
    confirmIdDetails: new ConfirmIdDetails({ applications, orgProfiles, unitOfWork, clock }),
    checkOfficerIdentity: new CheckOfficerIdentity({ unitOfWork, clock }),
  };
}
export type IdentityCheckWorld = ReturnType<typeof anIdentityCheckWorld>;
