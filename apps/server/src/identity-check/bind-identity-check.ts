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
  SubmitScanSide,
  GetOrgProfilesByDomain,
  ResolveSession,
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
import { SandboxIdentityScan, gbgIdentityScan, type PartnerCallLogger } from '@lease-portal/partners';
import {
  PostgresIdentityScanJourneyStarts,
  PostgresSandboxIdentityScanStore,
  type Database,
} from '@lease-portal/postgres';
import type { RequestHandler } from 'express';
import type { PartnerSettings } from '../partner-settings';
import { GbgSandbox, SANDBOX_IDENTITY_SCAN_PATH } from './gbg-sandbox';
import { IDENTITY_SCAN_UPLOAD_PATH, identityScanUploadRouter } from './identity-scan-upload-router';
import { sandboxIdentityScanRouter } from './sandbox-identity-scan-router';

/**
 * The identity check: the identity-scan service is GBG IDscan Enterprise, spoken on its own web API
 * (decision 2119): the account configured, or else the portal's own sandbox of that API, served by
 * the portal at /sandbox/identity-scan with its journeys in the portal's database (decision 1630)
 * and reached over HTTP at the portal's own address like any partner. Then the use cases on its port,
 * and the check's writes (decision 1635; they need the files and the lease-application bindings).
 */
export function bindIdentityCheck(
  container: Container,
  db: Database,
  partners: Pick<PartnerSettings, 'identityScan'> = {},
  partnerLogger?: PartnerCallLogger,
): void {
  const { identityScan } = partners;
  if (!identityScan) {
    container
      .bind<SandboxIdentityScanStore>(SANDBOX_IDENTITY_SCAN_STORE)
      .toDynamicValue(() => new PostgresSandboxIdentityScanStore(db));
    container
      .bind(GbgSandbox)
      .toDynamicValue(
        (ctx) =>
          new GbgSandbox(
            new SandboxIdentityScan(
              ctx.get<SandboxIdentityScanStore>(SANDBOX_IDENTITY_SCAN_STORE),
              ctx.get<SecretTokens>(SECRET_TOKENS),
              ctx.get<Ids>(IDS),
              ctx.get<Clock>(CLOCK),
            ),
          ),
      );
  }
  container.bind<IdentityScan>(IDENTITY_SCAN).toDynamicValue((ctx) => {
    const sandbox = identityScan ? undefined : ctx.get(GbgSandbox);
    const sniffer = ctx.get<ContentSniffer>(CONTENT_SNIFFER);
    return gbgIdentityScan({
      ...(identityScan ?? { baseUrl: () => sandbox!.baseUrl(), ...sandbox!.accounts }),
      typeOf: (bytes) => sniffer.typeOf(bytes),
      http: partnerLogger ? { logger: partnerLogger } : {},
    });
  });
  const deps = (ctx: { get<T>(id: symbol): T }) => ({
    applications: ctx.get<VehicleApplications>(VEHICLE_APPLICATIONS),
    identityScan: ctx.get<IdentityScan>(IDENTITY_SCAN),
  });
  container
    .bind<IdentityScanJourneyStarts>(IDENTITY_SCAN_JOURNEY_STARTS)
    .toDynamicValue(() => new PostgresIdentityScanJourneyStarts(db));
  container.bind(SubmitScanSide).toDynamicValue(
    (ctx) =>
      new SubmitScanSide({
        ...deps(ctx),
        journeyStarts: ctx.get<IdentityScanJourneyStarts>(IDENTITY_SCAN_JOURNEY_STARTS),
        sniffer: ctx.get<ContentSniffer>(CONTENT_SNIFFER),
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
    saveDrivingLicence: container.get(SaveDrivingLicence),
    recordScanSkipped: container.get(RecordScanSkipped),
    confirmIdDetails: container.get(ConfirmIdDetails),
  };
}

/** The portal listens at `origin`: its own GBG sandbox, when it runs one, is reached there. */
export function identityScanListensAt(container: Container, origin: string): void {
  if (identityScanOnSandbox(container)) container.get(GbgSandbox).listeningAt(origin);
}

/** Whether the GBG adapter speaks to the portal's own GBG sandbox (no account configured). */
export function identityScanOnSandbox(container: Container): boolean {
  return container.isBound(GbgSandbox);
}

/** The scan's upload, the portal's own route the scan dialog posts each side to (decision 2119). */
export function identityScanUploadRouters(container: Container): { path: string; handler: RequestHandler }[] {
  return [
    {
      path: IDENTITY_SCAN_UPLOAD_PATH,
      handler: identityScanUploadRouter({
        submitScanSide: container.get(SubmitScanSide),
        resolveSession: container.get(ResolveSession),
        organisations: container.get(GetOrgProfilesByDomain),
      }),
    },
  ];
}

/** GBG's web API as the sandbox speaks it, served by the portal. */
export function identityScanRouters(container: Container): { path: string; handler: RequestHandler }[] {
  return [
    { path: SANDBOX_IDENTITY_SCAN_PATH, handler: sandboxIdentityScanRouter(container.get(GbgSandbox)) },
  ];
}
