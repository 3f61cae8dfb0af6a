import {
  businessOfApplication,
  formatWholeDollars,
  fullName,
  maskedAccountText,
  staffMovesInWords,
  whereItStands,
  type Applicant,
  type LeaseSigning,
  type LeaseDocumentKind,
  type LicenceCheck,
  type OrgProfile,
  type VehicleApplication,
  type Versioned,
  type WhereItStands,
} from '@lease-portal/domain';
import { wrapText } from './fit-table';

/**
 * An application as support reads it (decision 1820). Every field is picked here, by name: what
 * support needs to help on a call (names, e-mail addresses, phones, the steps' statuses). Licence
 * and card numbers, dates of birth, residential addresses, file addresses and keys are never picked,
 * so neither the text nor the JSON can show them.
 */
export interface ApplicationView {
  applicationId: string;
  applicationType: string;
  version: number;
  organisation: { orgId: string; name?: string; region?: string };
  createdAt: string;
  updatedAt: string;
  status?: string;
  statusSecondary?: string;
  statusCreditCheck?: string;
  whereItStands: WhereItStands;
  applicants: ApplicantView[];
  business: {
    name?: string;
    legalName?: string;
    number?: string;
    entityType?: string;
    industry?: string;
    subDivision?: string;
    subGroup?: string;
    moreThanOneOfficer?: string;
    contactNumber?: string;
    website?: string;
  };
  finance: {
    creditLimit?: number;
    maximum?: boolean;
    annualRevenue?: string;
    currentFleetSize?: string;
    numberOfEmployees?: string;
    purchaseMoreVehicles?: string;
    howManyVehicles?: number;
    personalGuarantee?: string;
    financialStatements: number;
    completed: boolean;
  };
  quote: {
    reference?: string;
    erpReference?: string;
    vehicle?: string;
    driveAwayPrice?: number;
    monthlyRental?: number;
    termMonths?: number;
    signingMode: 'electronic' | 'wet';
    eSignatureStatus?: string;
  };
  signing: {
    mode: 'electronic' | 'wet';
    reviewAndSignContractStatus?: string;
    validMLADate?: string;
    wetSignatureStatus?: string;
    signedDocumentsUploaded?: number;
    /** The account to debit, its number masked (decision 2081): 'not given' until Authorised Officer (1) gives it. */
    directDebitAccount?: string;
    /** When the application last learnt of its lease envelope: Connect's event or a read (decision 2122). */
    envelopeRecordedAt?: string;
    /** When the portal last read the lease envelope from the e-signature service. */
    envelopeReadAt?: string;
  };
  files: { kind: string; name: string; type?: string; of?: string }[];
  calculator?: { shortlisted: number; fleetSize?: number; yearsTrading?: string };
}

export interface ApplicantView {
  role: 'Authorised Officer (1)' | 'Authorised Officer (2)' | 'Calculator contact';
  name?: string;
  email?: string;
  phone?: string;
  /** Authorised Officer (2)'s position: director, secretary or as typed. */
  position?: string;
  userId?: string;
  confirmed?: string;
  identityCheck?: string;
  /** Whether the licence is known to be the officer's (decision 2080), in the desk's words. */
  licenceCheck?: string;
  /** The licence waits for staff: `application check-identity` accepts or rejects it. */
  idToCheck?: boolean;
  failedIdScans?: number;
  idScanSkipped?: boolean;
  privacyConsent?: string;
  applicationReview?: string;
}

/** The signed documents, in the order the view lists them, by what the member reads them as. */
const DOCUMENT_NAMES: Record<LeaseDocumentKind, string> = {
  masterLeaseAgreement: 'Master Lease Agreement',
  personalGuarantee: 'Personal Guarantee',
  directDebit: 'Direct Debit',
  quote: 'Quote',
  instructions: 'Document Instructions',
  introducerInstructions: 'Document Instructions',
};

/** The licence check as the desk reads it (decision 2080); the member's reason is theirs, never the customer's. */
function licenceCheckWords(check: LicenceCheck | undefined): string | undefined {
  if (!check) return undefined;
  const checked = `by staff ${check.checkedBy ?? '?'}${check.checkedAt ? ` at ${moment(check.checkedAt)}` : ''}: ${check.reason ?? ''}`;
  switch (check.status) {
    case 'nameMatched':
      return "scan matched the officer's name";
    case 'toCheck':
      return check.source === 'upload'
        ? 'ID to check (licence uploaded by hand)'
        : 'ID to check (licence scanned, its name not read)';
    case 'accepted':
      return `accepted ${checked}`;
    case 'rejected':
      return `rejected ${checked}`;
  }
}

/** Drops absent facts, so the JSON has no `undefined`s and the text no empty lines. */
function present<T extends object>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(([, each]) => each !== undefined && each !== ''),
  ) as T;
}

function applicantView(
  role: ApplicantView['role'],
  applicant: Applicant & {
    applicantType?: string;
    privacyConsent?: string;
    applicationReviewStatus?: string;
  },
): ApplicantView {
  const idScan = applicant.idScanData?.idScan;
  return present({
    role,
    name: fullName(applicant),
    email: applicant.email,
    phone: applicant.phone,
    position: applicant.applicantType,
    userId: applicant.userId,
    confirmed: applicant.confirmed,
    identityCheck: applicant.identityVerificationStatus ?? 'not done',
    licenceCheck: licenceCheckWords(applicant.licenceCheck),
    idToCheck: applicant.licenceCheck?.status === 'toCheck' ? true : undefined,
    failedIdScans: idScan?.errorCount,
    // Skipping counted a failed scan; once support counted them back, the scan is offered again.
    idScanSkipped: idScan?.skipped && (idScan.errorCount ?? 0) > 0 ? true : undefined,
    privacyConsent: applicant.privacyConsent,
    applicationReview: applicant.applicationReviewStatus,
  });
}

/**
 * The application as support reads it; `signing` is its lease envelope's signers as the application
 * recorded them, and `recorded` when it learnt them (decision 2122).
 */
export function applicationView(
  found: Versioned<VehicleApplication>,
  profile: OrgProfile | undefined,
  signing?: LeaseSigning,
  recorded: { recordedAt?: string; readAt?: string } = {},
): ApplicationView {
  const { value: app, version } = found;
  const s = app.journey;
  const finance = s.businessDetails?.financeDetails;
  const entity = s.businessDetails?.entityDetails;
  const wet = s.wetSignature?.signType === 'wet';
  const business = businessOfApplication(app);

  const applicants: ApplicantView[] = [];
  if (s.primaryApplicant) applicants.push(applicantView('Authorised Officer (1)', s.primaryApplicant));
  if (s.secondaryApplicant) applicants.push(applicantView('Authorised Officer (2)', s.secondaryApplicant));
  const contact = app.calculator?.contact;
  if (contact) {
    applicants.push(
      present({
        role: 'Calculator contact',
        name: fullName(contact),
        email: contact.email,
        phone: contact.phone,
      }),
    );
  }

  const files: ApplicationView['files'] = [];
  for (const file of finance?.fileUrls ?? []) {
    files.push(present({ kind: 'financial statement', name: file.fileName, type: file.mimeType }));
  }
  for (const [document, name] of Object.entries(DOCUMENT_NAMES) as [LeaseDocumentKind, string][]) {
    const upload = s.wetSignature?.documents?.[document]?.uploadFile;
    if (upload) {
      files.push(
        present({
          kind: `signed ${name}`,
          name: upload.fileName,
          type: upload.mimeType,
        }),
      );
    }
  }
  for (const [role, applicant] of [
    ['Authorised Officer (1)', s.primaryApplicant],
    ['Authorised Officer (2)', s.secondaryApplicant],
  ] as const) {
    // Licence images are counted, never named: their addresses give the images away.
    const images = applicant?.idScanData?.fileUrls?.length ?? 0;
    if (images > 0) files.push({ kind: 'driver’s licence images', name: `${images} image(s)`, of: role });
  }
  const uploadedDocuments = Object.values(s.wetSignature?.documents ?? {}).filter(
    (d) => d?.uploadFile,
  ).length;

  return {
    applicationId: app.applicationId,
    applicationType: app.applicationType,
    version,
    organisation: present({ orgId: app.orgId, name: profile?.name, region: profile?.region }),
    createdAt: app.createdAt,
    updatedAt: app.updatedAt,
    ...present({
      status: s.status,
      statusSecondary: s.statusSecondary,
      statusCreditCheck: s.statusCreditCheck,
    }),
    whereItStands: whereItStands(app, signing),
    applicants,
    business: present({
      name: business.name,
      legalName: s.companyDetails?.companyLegalName ?? entity?.companyLegalName,
      number: business.number,
      entityType: s.entityDetails?.entityType ?? app.calculator?.company?.entityType,
      industry: s.entityDetails?.industry,
      subDivision: s.entityDetails?.subDivision,
      subGroup: s.entityDetails?.subGroup,
      moreThanOneOfficer: s.entityDetails?.hasSecondaryApplicant,
      contactNumber: entity?.businessContactNumber,
      website: entity?.businessWebsite,
    }),
    finance: present({
      creditLimit: finance?.creditLimit,
      maximum: finance?.maximum,
      annualRevenue: s.businessDetails?.annualRevenue,
      currentFleetSize: finance?.currentFleetSize,
      numberOfEmployees: finance?.numberOfEmployees,
      purchaseMoreVehicles: finance?.purchaseMoreVehicles,
      howManyVehicles: finance?.howManyVehicles,
      personalGuarantee: finance?.personalGuarantee,
      financialStatements: finance?.fileUrls?.length ?? 0,
      completed: finance?.completed === 'yes',
    }),
    quote: present({
      reference: s.quoteDetails?.primaryQuoteReference,
      erpReference: s.quoteDetails?.erpQuoteRef,
      vehicle: [s.vehicleDetails?.make, s.vehicleDetails?.model].filter(Boolean).join(' ') || undefined,
      driveAwayPrice: s.leaseDetails?.driveAwayPrice,
      monthlyRental: s.leaseDetails?.monthlyRentalNet,
      termMonths: s.leaseDetails?.terms,
      signingMode: wet ? ('wet' as const) : ('electronic' as const),
      eSignatureStatus: wet ? undefined : (s.quoteSignature ?? 'none'),
    }),
    signing: present({
      mode: wet ? ('wet' as const) : ('electronic' as const),
      reviewAndSignContractStatus: s.reviewAndSignContractStatus,
      validMLADate: s.validMLADate,
      wetSignatureStatus: wet ? (s.wetSignature?.status ?? 'not submitted') : undefined,
      signedDocumentsUploaded: wet ? uploadedDocuments : undefined,
      directDebitAccount: s.directDebitAccount
        ? `${s.directDebitAccount.accountName}, ${maskedAccountText(s.directDebitAccount)}`
        : 'not given',
      envelopeRecordedAt: recorded.recordedAt,
      envelopeReadAt: recorded.readAt,
    }),
    files,
    ...(app.calculator
      ? {
          calculator: present({
            shortlisted: app.calculator.shortlists.length,
            fleetSize: app.calculator.fleetSize,
            yearsTrading: app.calculator.yearsTrading,
          }),
        }
      : {}),
  };
}

const WHO: Record<WhereItStands['waitingFor'], string> = {
  authorisedOfficer1: 'Authorised Officer (1)',
  authorisedOfficer2: 'Authorised Officer (2)',
  customer: 'the customer',
  creditTeam: 'the credit team',
  portal: 'the portal or a partner service',
  support: 'the support desk',
  nobody: 'nobody',
};

/** Who moves the application into its next step, in the desk's words. */
function movedByWords(stands: WhereItStands): string | undefined {
  const next = stands.next;
  if (!next) return undefined;
  const customer = stands.track === 'calculator' ? 'the customer' : 'Authorised Officer (1)';
  const words = next.movedBy.map((mover) =>
    mover === 'customer'
      ? customer
      : mover === 'staff'
        ? stands.stuck
          ? 'support, now'
          : 'support, once its work is done and the portal did not move it'
        : 'the portal, when its work is done',
  );
  return `${next.step} (${next.status}), moved by ${words.length > 0 ? words.join('; ') : 'nobody'}`;
}

/** The lease envelope's signers in the order they sign, each with where they stand. */
function signerLines(signing: LeaseSigning | undefined, field: Field): (string | undefined)[] {
  if (!signing) return [];
  if ('unknown' in signing) return [field('Signers', `not known: ${signing.unknown}`)];
  const role = {
    authorisedOfficer1: 'Authorised Officer (1)',
    witness: 'witness',
    authorisedOfficer2: 'Authorised Officer (2)',
  };
  return [
    field('Lease envelope', `${signing.envelopeId}, ${signing.envelopeStatus}`),
    ...signing.signers.map((signer, at) =>
      field(
        at === 0 ? 'Signers' : '',
        `${signer.name} (${role[signer.role]}): ` +
          (signer.status === 'completed'
            ? `signed${signer.signedAt ? ` ${moment(signer.signedAt)}` : ''}`
            : signer.status === 'declined'
              ? 'declined'
              : 'not signed yet'),
      ),
    ),
  ];
}

const LABEL_WIDTH = 20;

/** Words after the prefix wrapped to the terminal's width, continued under the first word; none when piped. */
export function wrapped(prefix: string, value: string, width?: number): string {
  const words = value.split(/\s+/).join(' ');
  if (width === undefined) return `${prefix}${words}`;
  const indent = ' '.repeat(prefix.length);
  return wrapText(words, Math.max(width - prefix.length, 20))
    .map((line, at) => `${at === 0 ? prefix : indent}${line}`)
    .join('\n');
}

type Field = (label: string, value: unknown) => string | undefined;

/** A labelled line of a section, wrapped to the width; nothing when the value is absent. */
const fieldOf =
  (width: number | undefined): Field =>
  (label, value) =>
    value === undefined || value === ''
      ? undefined
      : wrapped(`  ${(label ? `${label}:` : '').padEnd(LABEL_WIDTH)}`, String(value), width);
const contactOf = (person: { name?: string; email?: string; phone?: string }) =>
  [person.name, person.email && `<${person.email}>`, person.phone].filter(Boolean).join(' ');
const dollars = (amount: number | undefined) =>
  amount === undefined ? undefined : formatWholeDollars(amount);
const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** A stored instant as the desk reads it, to the second: 'YYYY-MM-DD HH:MM:SS UTC'. */
export const moment = (iso: string) => `${iso.slice(0, 19).replace('T', ' ')} UTC`;
/** Annual revenue is kept as typed: shown in dollars when it is a number. */
const revenue = (typed: string | undefined) =>
  typed !== undefined && /^\d+(\.\d+)?$/.test(typed.trim()) ? formatWholeDollars(Number(typed)) : typed;

/** The view as sections of label and value lines, wrapped to the terminal's width (none when piped). */
export function applicationLines(view: ApplicationView, width?: number): string[] {
  const stands = view.whereItStands;
  const field = fieldOf(width);
  const wrap = (prefix: string, value: string) => wrapped(prefix, value, width);
  const sections: [string, (string | undefined)[]][] = [
    [
      `Application ${view.applicationId}`,
      [
        field('Type', `${view.applicationType}, version ${view.version}`),
        field(
          'Organisation',
          [
            view.organisation.orgId,
            view.organisation.name && `${view.organisation.name}`,
            view.organisation.region,
          ]
            .filter(Boolean)
            .join(', '),
        ),
        field('Created', moment(view.createdAt)),
        field('Updated', moment(view.updatedAt)),
        field('Status', view.status ?? '(not set)'),
        field('Secondary status', view.statusSecondary),
        field(
          'Credit check',
          view.statusCreditCheck && `${view.statusCreditCheck}: ${view.whereItStands.creditCheck ?? ''}`,
        ),
      ],
    ],
    [
      'Where it stands',
      [
        field('Step', stands.step),
        field(
          'Waiting for',
          [WHO[stands.waitingFor], stands.person && contactOf(stands.person)].filter(Boolean).join(': '),
        ),
        field('Why', stands.reason),
        field('Next step', movedByWords(stands)),
        field('Support may', staffMovesInWords(stands.supportMoves)),
        stands.stuck ? field('Stuck', 'yes: the step is done but the status did not move on') : undefined,
      ],
    ],
    [
      'Applicants',
      view.applicants.length === 0
        ? ['  (none named)']
        : view.applicants.flatMap((applicant) => [
            wrap(
              `  ${applicant.role}: `,
              `${contactOf(applicant)}${applicant.position ? `, ${applicant.position}` : ''}`,
            ),
            ...(applicant.role === 'Calculator contact'
              ? []
              : [
                  wrap(
                    '    ',
                    [
                      applicant.confirmed !== undefined && `confirmed: ${applicant.confirmed}`,
                      `ID check: ${applicant.identityCheck}`,
                      applicant.licenceCheck && `licence: ${applicant.licenceCheck}`,
                      applicant.failedIdScans && `failed scans: ${applicant.failedIdScans}`,
                      applicant.idScanSkipped && 'scan skipped',
                      applicant.privacyConsent && `privacy consent: ${applicant.privacyConsent}`,
                      applicant.applicationReview && `review: ${applicant.applicationReview}`,
                    ]
                      .filter(Boolean)
                      .join('; '),
                  ),
                  applicant.idToCheck
                    ? wrap(
                        '    ID to check: ',
                        `lease-admin application check-identity ${view.applicationId} --officer ${applicant.role === 'Authorised Officer (1)' ? 1 : 2} --accept|--reject --reason …`,
                      )
                    : undefined,
                ]),
          ]),
    ],
    [
      'Business',
      [
        field('Name', view.business.name),
        field('Legal name', view.business.legalName),
        field('ABN / NZBN', view.business.number),
        field('Entity type', view.business.entityType),
        field(
          'Industry',
          [view.business.industry, view.business.subDivision, view.business.subGroup]
            .filter(Boolean)
            .join(' / '),
        ),
        field(
          'Officers',
          view.business.moreThanOneOfficer && `more than one: ${view.business.moreThanOneOfficer}`,
        ),
        field('Contact number', view.business.contactNumber),
        field('Website', view.business.website),
      ],
    ],
    [
      'Finance',
      [
        field(
          'Credit limit',
          dollars(view.finance.creditLimit) &&
            `${dollars(view.finance.creditLimit)}${view.finance.maximum ? ' (maximum)' : ''}`,
        ),
        field('Annual revenue', revenue(view.finance.annualRevenue)),
        field(
          'Fleet / employees',
          [view.finance.currentFleetSize, view.finance.numberOfEmployees].filter(Boolean).join(' / '),
        ),
        field(
          'More vehicles',
          view.finance.purchaseMoreVehicles &&
            `${view.finance.purchaseMoreVehicles}${view.finance.howManyVehicles ? ` (${view.finance.howManyVehicles})` : ''}`,
        ),
        field('Personal guarantee', view.finance.personalGuarantee),
        field('Statements', view.finance.financialStatements),
        field('Section completed', view.finance.completed ? 'yes' : 'no'),
      ],
    ],
    [
      'Quote',
      [
        field(
          'Reference',
          [view.quote.reference, view.quote.erpReference && `ERP ${view.quote.erpReference}`]
            .filter(Boolean)
            .join(', '),
        ),
        field('Vehicle', view.quote.vehicle),
        field('Drive-away price', dollars(view.quote.driveAwayPrice)),
        field(
          'Monthly rental',
          view.quote.monthlyRental === undefined ? undefined : cents.format(view.quote.monthlyRental),
        ),
        field('Term', view.quote.termMonths && `${view.quote.termMonths} months`),
        field('Signing', view.quote.signingMode),
        field('Quote e-signature', view.quote.eSignatureStatus),
      ],
    ],
    [
      'Signing',
      [
        field('Lease signing', view.signing.mode),
        field('Review and sign', view.signing.reviewAndSignContractStatus),
        field('MLA valid until', view.signing.validMLADate),
        field('Wet signature', view.signing.wetSignatureStatus),
        field('Signed uploaded', view.signing.signedDocumentsUploaded),
        field('Direct debit from', view.signing.directDebitAccount),
        ...signerLines(stands.signing, field),
        field(
          'Recorded',
          view.signing.envelopeRecordedAt &&
            `${moment(view.signing.envelopeRecordedAt)}, from the e-signature service's events and reads` +
              ` (last read ${view.signing.envelopeReadAt ? moment(view.signing.envelopeReadAt) : 'never'})`,
        ),
      ],
    ],
    [
      'Files',
      view.files.length === 0
        ? ['  (none)']
        : view.files.map(
            (file) =>
              `  ${file.kind}: ${file.name}${file.type ? ` (${file.type})` : ''}${file.of ? `, ${file.of}` : ''}`,
          ),
    ],
    ...(view.calculator
      ? ([
          [
            'Calculator enquiry',
            [
              field('Shortlisted', view.calculator.shortlisted),
              field('Fleet size', view.calculator.fleetSize),
              field('Years trading', view.calculator.yearsTrading),
            ],
          ],
        ] as [string, (string | undefined)[]][])
      : []),
  ];
  return sections.flatMap(([title, lines], at) => [
    ...(at === 0 ? [] : ['']),
    title,
    ...lines.filter((line): line is string => line !== undefined),
  ]);
}
