import type { Container } from 'inversify';
import {
  AcceptUpload,
  AUDIT_TRAIL,
  AuthoriseApplicant,
  CLOCK,
  CONTENT_SNIFFER,
  DownloadFile,
  FILE_GRANTS,
  FILE_STORAGE,
  GetFile,
  GetOrgProfilesByDomain,
  IDS,
  IssueUploadGrant,
  PDF_READER,
  ResolveSession,
  SaveFile,
  UPLOADED_FILES,
  type AuditTrail,
  type Clock,
  type ContentSniffer,
  type FileGrants,
  type FileStorage,
  type Ids,
  type PdfReader,
  type UploadedFiles,
} from '@lease-portal/domain';
import { fileTypeSniffer, fileUrlSecret, HmacFileGrants, pdfJsReader } from '@lease-portal/files';
import { FILES_PATH, type FilesDependencies } from '@lease-portal/graphql';
import { PostgresUploadedFiles, type Database } from '@lease-portal/postgres';
import type { RequestHandler } from 'express';
import type { FileSettings } from './file-settings';
import { fileStorageOf } from './file-storage-of';
import { filesRouter } from './files-router';

/**
 * The applicant's uploads: records in PostgreSQL, bytes in the PostgreSQL server replicas share or the
 * embedded database's `DATA_DIR/files`, URLs signed with the portal's secret (decision 1600). Needs the accounts binding (the applicant guard).
 */
export function bindFiles(container: Container, db: Database, settings: FileSettings): void {
  container.bind<UploadedFiles>(UPLOADED_FILES).toDynamicValue(() => new PostgresUploadedFiles(db));
  container.bind<FileStorage>(FILE_STORAGE).toDynamicValue(() => fileStorageOf(db, settings));
  container
    .bind<FileGrants>(FILE_GRANTS)
    .toDynamicValue(() => new HmacFileGrants(fileUrlSecret(settings.dataDir, settings.urlSecret)));
  container.bind<ContentSniffer>(CONTENT_SNIFFER).toConstantValue(fileTypeSniffer);
  container.bind<PdfReader>(PDF_READER).toConstantValue(pdfJsReader);

  container.bind(IssueUploadGrant).toDynamicValue(
    (ctx) =>
      new IssueUploadGrant({
        authoriseApplicant: ctx.get(AuthoriseApplicant),
        files: ctx.get<UploadedFiles>(UPLOADED_FILES),
        grants: ctx.get<FileGrants>(FILE_GRANTS),
        ids: ctx.get<Ids>(IDS),
        clock: ctx.get<Clock>(CLOCK),
      }),
  );
  container.bind(AcceptUpload).toDynamicValue(
    (ctx) =>
      new AcceptUpload({
        grants: ctx.get<FileGrants>(FILE_GRANTS),
        sniffer: ctx.get<ContentSniffer>(CONTENT_SNIFFER),
        pdfReader: ctx.get<PdfReader>(PDF_READER),
        storage: ctx.get<FileStorage>(FILE_STORAGE),
        files: ctx.get<UploadedFiles>(UPLOADED_FILES),
        clock: ctx.get<Clock>(CLOCK),
      }),
  );
  container.bind(SaveFile).toDynamicValue(
    (ctx) =>
      new SaveFile({
        files: ctx.get<UploadedFiles>(UPLOADED_FILES),
        grants: ctx.get<FileGrants>(FILE_GRANTS),
        clock: ctx.get<Clock>(CLOCK),
        audit: ctx.get<AuditTrail>(AUDIT_TRAIL),
      }),
  );
  container.bind(GetFile).toDynamicValue(
    (ctx) =>
      new GetFile({
        files: ctx.get<UploadedFiles>(UPLOADED_FILES),
        grants: ctx.get<FileGrants>(FILE_GRANTS),
        clock: ctx.get<Clock>(CLOCK),
      }),
  );
  container.bind(DownloadFile).toDynamicValue(
    (ctx) =>
      new DownloadFile({
        grants: ctx.get<FileGrants>(FILE_GRANTS),
        files: ctx.get<UploadedFiles>(UPLOADED_FILES),
        storage: ctx.get<FileStorage>(FILE_STORAGE),
        clock: ctx.get<Clock>(CLOCK),
      }),
  );
}

export function filesForGraphql(container: Container): FilesDependencies {
  return {
    issueUploadGrant: container.get(IssueUploadGrant),
    saveFile: container.get(SaveFile),
    getFile: container.get(GetFile),
  };
}

/** The upload and download routes of the signed URLs. */
export function filesRouters(container: Container): { path: string; handler: RequestHandler }[] {
  return [
    {
      path: FILES_PATH,
      handler: filesRouter({
        acceptUpload: container.get(AcceptUpload),
        downloadFile: container.get(DownloadFile),
        resolveSession: container.get(ResolveSession),
        organisations: container.get(GetOrgProfilesByDomain),
      }),
    },
  ];
}
