import type {
  AttachSignedDocument,
  EmailPaperDocuments,
  GetPaperDocuments,
  LeaseSigningStatus,
  RecordDirectDebitAccount,
  RemoveSignedDocument,
  SignedLeaseDocuments,
  StartLeaseSigning,
  SubmitSignedDocuments,
} from '@lease-portal/domain';

/** Signing the lease: electronically, in combination, or on paper (domain/src/contract-signing). */
export interface ContractSigningDependencies {
  signingStatus: Pick<LeaseSigningStatus, 'execute'>;
  startSigning: Pick<StartLeaseSigning, 'execute'>;
  recordDirectDebitAccount: Pick<RecordDirectDebitAccount, 'execute'>;
  paperDocuments: Pick<GetPaperDocuments, 'execute' | 'pack'>;
  emailDocuments: Pick<EmailPaperDocuments, 'execute'>;
  attach: Pick<AttachSignedDocument, 'execute'>;
  remove: Pick<RemoveSignedDocument, 'execute'>;
  submit: Pick<SubmitSignedDocuments, 'execute'>;
  /** The finished lease's signed documents, for its finished home (decision 2091). */
  signedDocuments: Pick<SignedLeaseDocuments, 'execute'>;
}
