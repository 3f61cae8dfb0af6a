import {
  isInstructionsSheet,
  isSoleTrader,
  leaseDocumentFileName,
  leaseDocumentSet,
  leaseDocumentTitle,
  mayOpenSignerRow,
  NOT_YOUR_TURN_MESSAGE,
  paperSigningStageOf,
  requiredSignedDocuments,
  signingVariantOf,
  WITNESS_ROLE_NAME,
  type LeaseDocumentKind,
  type LeaseEnvelopeProgress,
  type Region,
  type SigningVariant,
} from '@lease-portal/domain';
import type { GetContractSigningQuery } from '../../../gql/graphql';
import { withoutNulls, type WithoutNulls } from '../../../shared/organisation/without-nulls';

type Answer = NonNullable<GetContractSigningQuery['getVehicleApplication']['vehicleApplication']>;
export type ContractSigningState = WithoutNulls<Answer>;

type WireDocuments = NonNullable<
  NonNullable<ContractSigningState['scoreboard']['wetSignature']>['documents']
>;
type WireDocumentKey = Exclude<keyof WireDocuments, '__typename'>;

/**
 * The documents' keys as the API names them (its uploads' slots and mutations); the domain's rules
 * name the documents by kind (decision 2070). The web app's side of the boundary's table.
 */
const WIRE_DOCUMENT_KEYS: Record<LeaseDocumentKind, WireDocumentKey> = {
  instructions: 'documentAI',
  masterLeaseAgreement: 'documentMLA',
  personalGuarantee: 'documentPCA',
  directDebit: 'documentBank',
  quote: 'documentQuote',
  introducerInstructions: 'documentAI_MMBA',
};

export const contractSigningStateOf = (answer: Answer): ContractSigningState => withoutNulls(answer);

/** A guarantee applies when offered, and always to a sole trader (decision 1701). */
export const guaranteeAppliesTo = (state: ContractSigningState): boolean =>
  state.scoreboard.businessDetails?.financeDetails?.personalGuarantee === 'yes' ||
  isSoleTrader(state.scoreboard.entityDetails?.entityType);

export const signingVariantOfState = (state: ContractSigningState): SigningVariant =>
  signingVariantOf({
    wetSignature: state.scoreboard.wetSignature?.signType === 'wet',
    personalGuarantee: guaranteeAppliesTo(state),
    signingEnabled: true,
  });

/** One paper document: its key, title and download name, and the signed upload in its slot. */
export interface PaperDocument {
  kind: LeaseDocumentKind;
  key: WireDocumentKey;
  title: string;
  fileName: string;
  upload?: { uuid: string; fileName: string };
  /** Submit & Complete waits for it (journey §5). */
  required: boolean;
}

/** The documents signed on paper: the wet pack, or in the combination flow the guarantee alone. */
export function paperDocumentsOf(
  state: ContractSigningState,
  region: Region,
  specialIntroducer: boolean,
): PaperDocument[] {
  const variant = signingVariantOfState(state);
  const guaranteeApplies = guaranteeAppliesTo(state);
  const kinds: LeaseDocumentKind[] =
    variant === 'wet'
      ? leaseDocumentSet({ region, signingMode: 'wet', guaranteeApplies, specialIntroducer })
      : variant === 'combination'
        ? ['personalGuarantee']
        : [];
  const required = new Set(requiredSignedDocuments({ region, guaranteeApplies }));
  return kinds.map((kind) => {
    const key = WIRE_DOCUMENT_KEYS[kind];
    const upload = state.scoreboard.wetSignature?.documents?.[key]?.uploadFile;
    return {
      kind,
      key,
      title: leaseDocumentTitle(kind, region),
      fileName: leaseDocumentFileName(kind, region),
      ...(upload ? { upload: { uuid: upload.uuid, fileName: upload.fileName } } : {}),
      required: variant === 'combination' || required.has(kind),
    };
  });
}

/** The documents that come back signed, each into a slot: all but the instructions sheet, only read. */
export const uploadSlotsOf = (documents: PaperDocument[]): PaperDocument[] =>
  documents.filter((document) => !isInstructionsSheet(document.kind));

/** What the officer is told once their signed documents are in: received, and checked by staff. */
export const DOCUMENTS_RECEIVED = 'Documents received – we will check them';

/** Submit & Complete is enabled once every required document has its signed upload (journey §5). */
export const maySubmit = (documents: PaperDocument[]): boolean =>
  documents.every((document) => !document.required || document.upload);

/** Submitted: staff check the documents, or accepted them; sent back, they are the officer's again. */
export const documentsSubmitted = (state: ContractSigningState): boolean =>
  paperSigningStageOf(state.scoreboard.wetSignature) !== 'uploading';

/** What Authorised Officer (1) is told of the documents they submitted (decision 2030). */
export type PaperSigningNotice =
  | { kind: 'checking' | 'accepted'; title: string; text: string }
  | { kind: 'sentBack'; title: string; text: string; reason: string };

export const PAPER_SIGNING_NOTICES = {
  checking: {
    title: DOCUMENTS_RECEIVED,
    text: 'Thank you for submitting your signed documents. Our team is checking them, and your lease will be complete once they are accepted.',
  },
  accepted: {
    title: 'Documents accepted',
    text: 'Your signed documents have been accepted and your lease is complete.',
  },
  sentBack: {
    title: 'Documents sent back',
    text: 'Our team could not accept your signed documents. Please upload the corrected documents and choose Submit & Complete again.',
  },
} as const;

export function paperSigningNoticeOf(state: ContractSigningState): PaperSigningNotice | undefined {
  const wetSignature = state.scoreboard.wetSignature;
  const stage = paperSigningStageOf(wetSignature);
  if (stage === 'submitted') return { kind: 'checking', ...PAPER_SIGNING_NOTICES.checking };
  if (stage === 'verified') return { kind: 'accepted', ...PAPER_SIGNING_NOTICES.accepted };
  const reason = wetSignature?.rejectionReason;
  return reason ? { kind: 'sentBack', ...PAPER_SIGNING_NOTICES.sentBack, reason } : undefined;
}

/** What a signer row shows: Sign for the viewer's own unsigned row in turn, else completed or pending. */
export type SignerRowState = 'sign' | 'completed' | 'pending';

export interface SignerRow {
  label: string;
  state: SignerRowState;
  /** Why the viewer's own row waits: Authorised Officer (2) signs last (decision 1704). */
  hint?: string;
  /** The witness's row: Authorised Officer (1) names the witness before they sign (decision 2047). */
  witness?: true;
}

/** The officers' names, as the application holds them, for the rows to say who signs. */
export interface SignerNames {
  primary?: string;
  secondary?: string;
}

/** The officers' full names from the application's applicants; a name not given is left out. */
export function signerNamesOf(scoreboard: {
  primaryApplicant?: { firstName?: string; lastName?: string };
  secondaryApplicant?: { firstName?: string; lastName?: string };
}): SignerNames {
  const full = (person?: { firstName?: string; lastName?: string }) =>
    [person?.firstName, person?.lastName]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(' ');
  const primary = full(scoreboard.primaryApplicant);
  const secondary = full(scoreboard.secondaryApplicant);
  return { ...(primary ? { primary } : {}), ...(secondary ? { secondary } : {}) };
}

/** A row's label: the signer's name and role ('Ava Brooks, Authorised Officer (1)'), or the role alone. */
const labelOf = (role: string, name: string | undefined) => (name ? `${name}, ${role}` : role);

/**
 * The digital screen's rows (journey §2): Authorised Officer (1), (2) when there is one, and the
 * witness, each named with their role; each officer may sign only their own row, matched by e-mail,
 * and Authorised Officer (1) hosts their witness's signature once their own is done (decision 1701).
 * The envelope routes Authorised Officer (2) last, so their Sign waits for Authorised Officer (1) and
 * every witness (decision 1704).
 */
export function signerRowsOf(
  progress: LeaseEnvelopeProgress,
  viewerEmail: string,
  viewerIsPrimary: boolean,
  names: SignerNames = {},
): SignerRow[] {
  const [primary, secondary] = progress.signers;
  const own = (signer: { email: string; status: string } | undefined) =>
    !!signer && mayOpenSignerRow(signer.email, viewerEmail);
  const completed = (recipient: { status: string } | undefined) => recipient?.status === 'completed';
  const rows: SignerRow[] = [
    {
      label: labelOf('Authorised Officer (1)', names.primary),
      state: completed(primary) ? 'completed' : own(primary) ? 'sign' : 'pending',
    },
  ];
  if (secondary) {
    const label = labelOf('Authorised Officer (2)', names.secondary);
    const secondaryTurn = completed(primary) && progress.witnesses.every(completed);
    rows.push(
      completed(secondary)
        ? { label, state: 'completed' }
        : !own(secondary)
          ? { label, state: 'pending' }
          : secondaryTurn
            ? { label, state: 'sign' }
            : { label, state: 'pending', hint: NOT_YOUR_TURN_MESSAGE },
    );
  }
  for (const witness of progress.witnesses) {
    const hosted = viewerIsPrimary && completed(primary);
    rows.push({
      label: witness.roleName || WITNESS_ROLE_NAME,
      state: completed(witness) ? 'completed' : hosted ? 'sign' : 'pending',
      witness: true,
    });
  }
  return rows;
}

/** The page the lease's signing view returns to, on the customer's own host (journey §7 getMLADocusign). */
export const leaseSignReturnUrl = (origin: string, applicationId: string): string =>
  `${origin}/applications/${encodeURIComponent(applicationId)}/quotesign-mla`;

/** Where the paper documents will be, until the bank account they are printed with is given (decision 2097). */
export const PAPER_DOCUMENTS_AFTER_ACCOUNT =
  'Your lease documents are ready to download once the bank account is saved: the Direct Debit document is printed with it.';
