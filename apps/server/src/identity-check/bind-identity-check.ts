import type { Container } from 'inversify';
import {
  CLOCK,
  CONTENT_SNIFFER,
  ConfirmIdDetails,
  FILE_STORAGE,
  IDENTITY_SCAN,
  IDS,
  ORG_PROFILES,
  ReadScanImage,
  ReadScanOutcome,
  RecordScanSkipped,
  SANDBOX_IDENTITY_SCAN_STORE,
  SaveDrivingLicence,
  SECRET_TOKENS,
  IDENTITY_SCAN_JOURNEY_STARTS,
  StartIdentityScan,
  type IdentityScanJourneyStarts,
  UNIT_OF_WORK,
  UPLOADED_FILES,
  VEHICLE_APPLICATIONS,
  type Clock,
  type ContentSniffer,
  type FileStorage,
  type IdentityScan,
  type Ids,
  type OrgProfiles,
  type SandboxIdentityScanStore,
  type SecretTokens,
  type UnitOfWork,
  type UploadedFiles,
  type VehicleApplications,
} from '@lease-portal/domain';
import type { IdentityCheckDependencies } from '@lease-portal/graphql';
import { SandboxIdentityScan } from '@lease-portal/partners';
import {
  PostgresIdentityScanJourneyStarts,
  PostgresSandboxIdentityScanStore,
  type Database,
} from '@lease-portal/postgres';
import type { RequestHandler } from 'express';
import { SANDBOX_IDENTITY_SCAN_PATH, sandboxIdentityScanRouter } from './sandbox-identity-scan-router';

/**
 * The identity check: the embedded sandbox identity-scan service (decision 1630) until a real
 * service's HTTP client is configured, the use cases on its port, and the check's writes (decision
 * 1635; they need the files and the lease-application bindings).
 */
export function bindIdentityCheck(container: Container, db: Database): void {
  container
    .bind<SandboxIdentityScanStore>(SANDBOX_IDENTITY_SCAN_STORE)
    .toDynamicValue(() => new PostgresSandboxIdentityScanStore(db));
  container
    .bind(SandboxIdentityScan)
    .toDynamicValue(
      (ctx) =>
        new SandboxIdentityScan(
          ctx.get<SandboxIdentityScanStore>(SANDBOX_IDENTITY_SCAN_STORE),
          ctx.get<SecretTokens>(SECRET_TOKENS),
          ctx.get<Ids>(IDS),
          ctx.get<Clock>(CLOCK),
        ),
    );
  container.bind<IdentityScan>(IDENTITY_SCAN).toDynamicValue((ctx) => ctx.get(SandboxIdentityScan));
  const deps = (ctx: { get<T>(id: symbol): T }) => ({
    applications: ctx.get<VehicleApplications>(VEHICLE_APPLICATIONS),
    identityScan: ctx.get<IdentityScan>(IDENTITY_SCAN),
  });
  container
    .bind<IdentityScanJourneyStarts>(IDENTITY_SCAN_JOURNEY_STARTS)
    .toDynamicValue(() => new PostgresIdentityScanJourneyStarts(db));
  container.bind(StartIdentityScan).toDynamicValue(
    (ctx) =>
      new StartIdentityScan({
        ...deps(ctx),
        journeyStarts: ctx.get<IdentityScanJourneyStarts>(IDENTITY_SCAN_JOURNEY_STARTS),
      }),
  );
  container.bind(ReadScanOutcome).toDynamicValue((ctx) => new ReadScanOutcome(deps(ctx)));
  container.bind(ReadScanImage).toDynamicValue((ctx) => new ReadScanImage(deps(ctx)));
  // Writing the check: the licence kept as the applicant's own files, the error count, the details.
  const writes = (ctx: { get<T>(id: symbol): T }) => ({
    applications: ctx.get<VehicleApplications>(VEHICLE_APPLICATIONS),
    unitOfWork: ctx.get<UnitOfWork>(UNIT_OF_WORK),
    clock: ctx.get<Clock>(CLOCK),
  });
  container.bind(SaveDrivingLicence).toDynamicValue(
    (ctx) =>
      new SaveDrivingLicence({
        ...writes(ctx),
        readScanOutcome: ctx.get(ReadScanOutcome),
        readScanImage: ctx.get(ReadScanImage),
        files: ctx.get<UploadedFiles>(UPLOADED_FILES),
        storage: ctx.get<FileStorage>(FILE_STORAGE),
        sniffer: ctx.get<ContentSniffer>(CONTENT_SNIFFER),
        ids: ctx.get<Ids>(IDS),
      }),
  );
  container.bind(RecordScanSkipped).toDynamicValue((ctx) => new RecordScanSkipped(writes(ctx)));
  container
    .bind(ConfirmIdDetails)
    .toDynamicValue(
      (ctx) => new ConfirmIdDetails({ ...writes(ctx), orgProfiles: ctx.get<OrgProfiles>(ORG_PROFILES) }),
    );
}

/** The identity check's use cases as the API receives them. */
export function identityCheckForGraphql(container: Container): IdentityCheckDependencies {
  return {
    startIdentityScan: container.get(StartIdentityScan),
    saveDrivingLicence: container.get(SaveDrivingLicence),
    recordScanSkipped: container.get(RecordScanSkipped),
    confirmIdDetails: container.get(ConfirmIdDetails),
  };
}

/** The sandbox identity-scan service's REST API, served by the portal. */
export function identityScanRouters(container: Container): { path: string; handler: RequestHandler }[] {
  return [
    {
      path: SANDBOX_IDENTITY_SCAN_PATH,
      handler: sandboxIdentityScanRouter(container.get(SandboxIdentityScan)),
    },
  ];
}
