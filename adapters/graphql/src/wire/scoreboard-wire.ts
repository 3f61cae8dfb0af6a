import {
  CONTRACT_SIGNING_REASONS,
  contractSigningErrors,
  LEASE_DOCUMENT_KINDS,
  type ApplicationJourney,
  type ApplicationStatus,
  type BusinessDetails,
  type CreditCheckStatus,
  type DomainError,
  type LeaseDocumentKind,
  type PropertyPath,
  type WetSignature,
} from '@lease-portal/domain';
import type { Scoreboard, WetSignatureDocuments } from '../generated/graphql';

/*
 * The one place that knows both the domain's words and the wire's (decision 2070). The domain holds
 * an application's journey (`ApplicationJourney`); the API answers it as the specification's
 * `Scoreboard`, under the specification's names, reads the paths, values and sections of
 * createOrUpdateProperty writes in the domain's, and names the domain's words in a refusal as the
 * wire says them (errors/format-error.ts).
 */

/** The journey as the API answers it: the specification's fields, without what the server keeps to itself. */
export function scoreboardOf(journey: ApplicationJourney): Scoreboard {
  const {
    leaseEnvelopeId,
    // The service's ids and our attempts stay with the server.
    leaseEnvelopeAttempt: _attempt,
    quoteEnvelopeId: _quoteEnvelope,
    // What the envelopes' signers did is answered by the signing screens' own reads (decision 2108).
    envelopeProgress: _progress,
    // Kept for the documents; the wire does not answer who witnessed.
    leaseWitness: _witness,
    creditSubmission: _submission,
    quoteSignature,
    businessDetails,
    status,
    statusCreditCheck,
    wetSignature,
    ...answered
  } = journey;
  return {
    ...answered,
    // Only the fact that the envelope went out, never its id.
    ...(leaseEnvelopeId === undefined ? {} : { leaseSigningStarted: true }),
    ...(status === undefined ? {} : { status: wireStatusOf(status) }),
    ...(statusCreditCheck === undefined ? {} : { statusCreditCheck: wireCreditStatusOf(statusCreditCheck) }),
    ...(quoteSignature === undefined ? {} : { docusignStatus: quoteSignature }),
    ...(businessDetails === undefined ? {} : { businessDetails: wireBusinessDetailsOf(businessDetails) }),
    ...(wetSignature === undefined ? {} : { wetSignature: wireWetSignatureOf(wetSignature) }),
  };
}

/**
 * The credit status as the specification says it (journey §4: approved and declined are kept, on hold
 * is 'waiting', anything else gives 'refer'), by the domain's words (decision 2073). A submission
 * awaiting its decision and a referral both read 'refer': the web app shows them the same review
 * message. No operation takes a credit status from the wire, so there is no way back.
 */
const WIRE_CREDIT_STATUSES = {
  awaitingDecision: 'refer',
  referred: 'refer',
  approved: 'approved',
  declined: 'declined',
  waitingForSecondary: 'waiting',
} as const satisfies Record<CreditCheckStatus, NonNullable<Scoreboard['statusCreditCheck']>>;

/** A credit status as the wire says it. */
export function wireCreditStatusOf(status: CreditCheckStatus): NonNullable<Scoreboard['statusCreditCheck']> {
  return WIRE_CREDIT_STATUSES[status];
}

/** The lease documents' keys on the wire (the specification's document keys), by the domain's kinds. */
const WIRE_DOCUMENT_KEYS = {
  instructions: 'documentAI',
  masterLeaseAgreement: 'documentMLA',
  personalGuarantee: 'documentPCA',
  directDebit: 'documentBank',
  quote: 'documentQuote',
  introducerInstructions: 'documentAI_MMBA',
} as const satisfies Record<LeaseDocumentKind, keyof WetSignatureDocuments>;

type WireDocumentKey = (typeof WIRE_DOCUMENT_KEYS)[LeaseDocumentKind];

const DOCUMENT_KINDS = Object.fromEntries(
  Object.entries(WIRE_DOCUMENT_KEYS).map(([kind, key]) => [key, kind]),
) as Readonly<Record<string, LeaseDocumentKind>>;

/** A lease document's key on the wire. */
export function wireDocumentKeyOf(kind: LeaseDocumentKind): WireDocumentKey {
  return WIRE_DOCUMENT_KEYS[kind];
}

/** The document a wire key names, as the domain names it; nothing for a name that is not a key. */
export function documentKindOf(key: string): LeaseDocumentKind | undefined {
  return Object.hasOwn(DOCUMENT_KINDS, key) ? DOCUMENT_KINDS[key] : undefined;
}

function wireWetSignatureOf(wetSignature: WetSignature): NonNullable<Scoreboard['wetSignature']> {
  const { documents, ...rest } = wetSignature;
  if (documents === undefined) return rest;
  const wire: WetSignatureDocuments = {};
  for (const kind of LEASE_DOCUMENT_KINDS) {
    const document = documents[kind];
    if (document !== undefined) wire[WIRE_DOCUMENT_KEYS[kind]] = document;
  }
  return { ...rest, documents: wire };
}

/**
 * A contract-signing refusal that names documents, naming them as the wire does: the name a mutation
 * was given (`asked`) for a document not of this lease, and the keys of the documents still missing.
 */
export function inWireDocumentKeys(error: DomainError, asked?: string): DomainError {
  const reason = error.details?.['reason'];
  if (reason === CONTRACT_SIGNING_REASONS.documentUnknown && asked !== undefined)
    return contractSigningErrors.documentUnknown(asked);
  if (reason === CONTRACT_SIGNING_REASONS.documentsMissing) {
    const missing = (error.details?.['missing'] ?? []) as LeaseDocumentKind[];
    return contractSigningErrors.documentsMissing(missing.map(wireDocumentKeyOf));
  }
  return error;
}

function wireBusinessDetailsOf(business: BusinessDetails): NonNullable<Scoreboard['businessDetails']> {
  const { financeDetails, ...rest } = business;
  if (financeDetails === undefined) return rest;
  const { creditLimit, ...finance } = financeDetails;
  return {
    ...rest,
    financeDetails: { ...finance, ...(creditLimit === undefined ? {} : { valueOfApplication: creditLimit }) },
  };
}

/** The primary statuses the domain names otherwise: domain → wire. */
const WIRE_STATUSES = { reviewQuote: 'orderVerification' } as const satisfies Partial<
  Record<ApplicationStatus, NonNullable<Scoreboard['status']>>
>;
type RenamedStatus = keyof typeof WIRE_STATUSES;
const renamed = (status: ApplicationStatus): status is RenamedStatus => status in WIRE_STATUSES;
const DOMAIN_STATUSES = Object.fromEntries(
  Object.entries(WIRE_STATUSES).map(([domain, wire]) => [wire, domain]),
) as Readonly<Record<string, ApplicationStatus>>;

function wireStatusOf(status: ApplicationStatus): NonNullable<Scoreboard['status']> {
  return renamed(status) ? WIRE_STATUSES[status] : status;
}

/** Dotted names of the wire (paths and section fields) that the domain says otherwise: wire → domain. */
const DOMAIN_NAMES: Readonly<Record<string, string>> = {
  'businessDetails.financeDetails.valueOfApplication': 'businessDetails.financeDetails.creditLimit',
  'financeDetails.valueOfApplication': 'financeDetails.creditLimit',
};

/** A createOrUpdateProperty path, as the domain names it. */
export function journeyPathOf(path: PropertyPath): PropertyPath {
  const wire = [path.propertyFirst, path.propertySecond, path.propertyThird].filter(Boolean).join('.');
  const domain = DOMAIN_NAMES[wire];
  if (domain === undefined) return path;
  const [propertyFirst, propertySecond, propertyThird] = domain.split('.');
  return { propertyFirst: propertyFirst!, propertySecond, propertyThird };
}

/** A primary status the wire named, as the domain names it. */
export function journeyStatusOf(status: string): string {
  return DOMAIN_STATUSES[status] ?? status;
}

/** A createOrUpdateProperty value for the domain's path: a primary status in the domain's name. */
export function journeyValueOf(path: PropertyPath, value: unknown): unknown {
  if (path.propertyFirst !== 'status' || path.propertySecond || typeof value !== 'string') return value;
  return journeyStatusOf(value);
}

/** createOrUpdateProperty's finance section, its fields as the domain names them. */
export function journeyFinanceSectionOf(section: unknown): unknown {
  if (typeof section !== 'object' || section === null || Array.isArray(section)) return section;
  if (!('valueOfApplication' in section)) return section;
  const { valueOfApplication, ...rest } = section as Record<string, unknown>;
  return { ...rest, creditLimit: valueOfApplication };
}

/** The domain's words the wire says otherwise, each matched as a whole word: domain → wire. */
const WIRE_WORDS: readonly (readonly [RegExp, string])[] = [
  ...Object.entries(DOMAIN_NAMES).map(([wire, domain]) => [domain, wire] as const),
  ...Object.entries(WIRE_STATUSES),
].map(([domain, wire]) => [new RegExp(`\\b${domain.replace(/\./g, '\\.')}\\b`, 'g'), wire] as const);

/** The domain's words in a text (a refusal's message or a field's place), as the wire says them. */
export function inWireWords(text: string): string {
  return WIRE_WORDS.reduce((said, [domain, wire]) => said.replace(domain, wire), text);
}
