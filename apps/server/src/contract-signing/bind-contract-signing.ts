import type { Container, ResolutionContext } from 'inversify';
import {
  AttachSignedDocument,
  CheckPaperSigning,
  CLOCK,
  E_SIGNATURE,
  EmailPaperDocuments,
  FILE_STORAGE,
  GetPaperDocuments,
  LEASE_DOCUMENT_RENDERER,
  LeaseSigningStatus,
  MAILER,
  ORG_PROFILES,
  ReadSignedDocuments,
  RecordDirectDebitAccount,
  RemoveSignedDocument,
  SendQueuedLeaseEnvelope,
  SignedLeaseDocuments,
  StartLeaseSigning,
  SubmitSignedDocuments,
  UNIT_OF_WORK,
  UPLOADED_FILES,
  type Clock,
  type ContractSigningDependencies,
  type ESignature,
  type FileStorage,
  type LeaseDocumentRenderer,
  type Mailer,
  type OrgProfiles,
  type UnitOfWork,
  type UploadedFiles,
} from '@lease-portal/domain';
import type { ContractSigningDependencies as GraphqlContractSigning } from '@lease-portal/graphql';
import { madeOnUse } from '../made-on-use';
import { paperSigningCheckUseCases, type PaperSigningCheckPorts } from './paper-signing-check-use-cases';

/**
 * Signing the lease electronically, in combination or on paper (decisions 1701, 1702), and the staff
 * check of the documents signed on paper (decision 2030). Needs the quote (renderer), e-signature,
 * files and accounts (mailer) bindings. The special introducer's number
 * is the deployment's setting, checked at start-up (decision 1540).
 */
export function bindContractSigning(
  container: Container,
  specialIntroducerAbn = process.env.SPECIAL_INTRODUCER_ABN?.trim() || undefined,
): void {
  const deps = (ctx: ResolutionContext): ContractSigningDependencies => ({
    unitOfWork: ctx.get<UnitOfWork>(UNIT_OF_WORK),
    orgProfiles: ctx.get<OrgProfiles>(ORG_PROFILES),
    renderer: ctx.get<LeaseDocumentRenderer>(LEASE_DOCUMENT_RENDERER),
    eSignature: ctx.get<ESignature>(E_SIGNATURE),
    files: ctx.get<UploadedFiles>(UPLOADED_FILES),
    mailer: ctx.get<Mailer>(MAILER),
    clock: ctx.get<Clock>(CLOCK),
    ...(specialIntroducerAbn ? { specialIntroducerAbn } : {}),
  });
  container.bind(LeaseSigningStatus).toDynamicValue((ctx) => new LeaseSigningStatus(deps(ctx)));
  container.bind(StartLeaseSigning).toDynamicValue((ctx) => new StartLeaseSigning(deps(ctx)));
  container.bind(RecordDirectDebitAccount).toDynamicValue((ctx) => new RecordDirectDebitAccount(deps(ctx)));
  container.bind(GetPaperDocuments).toDynamicValue((ctx) => new GetPaperDocuments(deps(ctx)));
  container.bind(EmailPaperDocuments).toDynamicValue((ctx) => new EmailPaperDocuments(deps(ctx)));
  container.bind(AttachSignedDocument).toDynamicValue((ctx) => new AttachSignedDocument(deps(ctx)));
  container.bind(RemoveSignedDocument).toDynamicValue((ctx) => new RemoveSignedDocument(deps(ctx)));
  container.bind(SubmitSignedDocuments).toDynamicValue((ctx) => new SubmitSignedDocuments(deps(ctx)));
  // The lease's part of the envelope.send job (decision 2109).
  container.bind(SendQueuedLeaseEnvelope).toDynamicValue((ctx) => new SendQueuedLeaseEnvelope(deps(ctx)));
  const paperCheck = (ctx: ResolutionContext) =>
    paperSigningCheckUseCases(
      madeOnUse<PaperSigningCheckPorts>({
        unitOfWork: () => ctx.get<UnitOfWork>(UNIT_OF_WORK),
        clock: () => ctx.get<Clock>(CLOCK),
        files: () => ctx.get<UploadedFiles>(UPLOADED_FILES),
        storage: () => ctx.get<FileStorage>(FILE_STORAGE),
      }),
    );
  container.bind(CheckPaperSigning).toDynamicValue((ctx) => paperCheck(ctx).checkPaperSigning);
  container.bind(ReadSignedDocuments).toDynamicValue((ctx) => paperCheck(ctx).readSignedDocuments);
  container.bind(SignedLeaseDocuments).toDynamicValue(
    (ctx) =>
      new SignedLeaseDocuments({
        ...deps(ctx),
        storage: ctx.get<FileStorage>(FILE_STORAGE),
      }),
  );
}

export function contractSigningForGraphql(container: Container): GraphqlContractSigning {
  return {
    signingStatus: container.get(LeaseSigningStatus),
    startSigning: container.get(StartLeaseSigning),
    recordDirectDebitAccount: container.get(RecordDirectDebitAccount),
    paperDocuments: container.get(GetPaperDocuments),
    emailDocuments: container.get(EmailPaperDocuments),
    attach: container.get(AttachSignedDocument),
    remove: container.get(RemoveSignedDocument),
    submit: container.get(SubmitSignedDocuments),
    signedDocuments: container.get(SignedLeaseDocuments),
  };
}
