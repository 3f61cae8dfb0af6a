import {
  formatBsb,
  formatDollarsAndCents,
  nzAccountNumberText,
  WITNESS_ANCHORS,
  type LeaseDocumentFacts,
  type LeaseDocumentKind,
} from '@lease-portal/domain';
import type { PdfPage } from './pdf-page';

/** Writes one document's body onto the page: its facts, its clauses, its signature lines. */
export type DocumentContent = (page: PdfPage, facts: LeaseDocumentFacts) => void;

const years = (months: number) => `${months} months (${months / 12} years)`;
const tax = (facts: LeaseDocumentFacts) => (facts.region === 'AU' ? 'inc GST' : 'ex GST');
const businessNumberLabel = (facts: LeaseDocumentFacts) => (facts.region === 'AU' ? 'ABN' : 'NZBN');

function parties(page: PdfPage, facts: LeaseDocumentFacts): void {
  page
    .heading('Parties')
    .facts([
      ['Lessor', facts.lessor.name],
      ...(facts.lessor.businessNumber
        ? [[`Lessor ${businessNumberLabel(facts)}`, facts.lessor.businessNumber] as [string, string]]
        : []),
      ['Customer', facts.customer.businessName],
      [`Customer ${businessNumberLabel(facts)}`, facts.customer.businessNumber ?? ''],
      ['Entity type', facts.customer.entityType ?? ''],
      ['Address', facts.customer.address ?? ''],
      ['Authorised officer', `${facts.primary.name}${facts.primary.role ? `, ${facts.primary.role}` : ''}`],
      ...(facts.secondary
        ? [
            [
              'Second officer',
              `${facts.secondary.name}${facts.secondary.role ? `, ${facts.secondary.role}` : ''}`,
            ] as [string, string],
          ]
        : []),
    ]);
}

function schedule(page: PdfPage, facts: LeaseDocumentFacts): void {
  page.heading('Schedule').facts([
    ['Vehicle', facts.vehicle.description],
    ['Drive-away price', `${formatDollarsAndCents(facts.vehicle.driveAwayPrice)} (${tax(facts)})`],
    ['Lease term', years(facts.lease.termMonths)],
    ['Monthly rental', `${formatDollarsAndCents(facts.lease.monthlyRental)} (${tax(facts)})`],
    ['Quote reference', facts.lease.quoteReference ?? ''],
  ]);
}

function officersSign(page: PdfPage, facts: LeaseDocumentFacts, capacity: string): void {
  page.heading('Signatures');
  page.signature(facts.primary.name, facts.primary.role ?? capacity);
  if (facts.secondary) page.signature(facts.secondary.name, facts.secondary.role ?? capacity);
}

/**
 * The witness's line (decision 2047): the person Authorised Officer (1) named, with their address,
 * once named; in the lease envelope, the fields the service fills as the witness signs (decision
 * 2098); otherwise a line for an adult who is not a party to write their name and address.
 */
function witnessSigns(page: PdfPage, facts: LeaseDocumentFacts): void {
  if (facts.witness) {
    page.signature(facts.witness.name, 'Witness, not a party');
    page.paragraph(`Witness's address: ${facts.witness.address}`);
  } else if (facts.witnessOnSigning) {
    page.signature('Witness', 'Witness, not a party');
    page.anchoredFields([
      ["Witness's name", WITNESS_ANCHORS.name],
      ["Witness's address", WITNESS_ANCHORS.address],
    ]);
  } else {
    page.signature('Witness', 'Witness, not a party');
    page.paragraph("Witness's full name and address: an adult who is not a party to this agreement.");
  }
}

const instructions =
  (introducer: boolean): DocumentContent =>
  (page, facts) => {
    page.paragraph(
      `These are the lease documents for ${facts.customer.businessName}. Please read each one, then sign ` +
        'them on paper and return them to us.',
    );
    page.heading('How to sign on paper').numberedClauses([
      ['Print', 'Print every document in this pack on A4 paper, single sided.'],
      [
        'Sign',
        `Each authorised officer signs where marked: ${[facts.primary, facts.secondary]
          .filter((officer) => officer !== undefined)
          .map((officer) => officer.name)
          .join(' and ')}. A witness who is not a party signs where a witness is asked for.`,
      ],
      [
        'Return',
        'Log back in to the portal and upload each signed document in its slot under Upload Signed ' +
          'Documents, then choose Submit & Complete.',
      ],
    ]);
    if (introducer) {
      page.paragraph(
        `Your lease was introduced by ${facts.lessor.name}; questions about the vehicle go to them, questions ` +
          'about the lease to us.',
      );
    }
    page.heading('Questions').facts([
      ['Phone', facts.lessor.phone],
      ['E-mail', facts.lessor.email],
    ]);
  };

const masterLeaseAgreement: DocumentContent = (page, facts) => {
  parties(page, facts);
  schedule(page, facts);
  page.heading('Terms').numberedClauses([
    [
      'Lease',
      'The lessor leases the vehicle in the schedule to the customer for the lease term. The lessor owns the ' +
        'vehicle throughout; the customer has possession and use of it.',
    ],
    [
      'Rental',
      `The customer pays the monthly rental in advance by direct debit, ${tax(facts)}, for each month of the ` +
        'lease term, starting on the delivery date.',
    ],
    [
      'Use and care',
      'The customer uses the vehicle lawfully and for business, keeps it in good repair, and has it serviced ' +
        'as the manufacturer recommends. Servicing and other inclusions listed in the quote are provided by the lessor.',
    ],
    [
      'Insurance',
      'The customer keeps the vehicle comprehensively insured for its full value, noting the lessor as owner, ' +
        'throughout the lease term.',
    ],
    [
      'End of term',
      'At the end of the lease term the customer returns the vehicle in a condition consistent with fair wear and ' +
        'tear for its age and distance.',
    ],
    [
      'Default',
      'If the customer does not pay the rental when due or breaches these terms, the lessor may end the lease and ' +
        'recover the vehicle and the amounts owed.',
    ],
  ]);
  officersSign(page, facts, 'Authorised officer');
  // Signed electronically with a witness: the one Authorised Officer (1) named, or names in the envelope.
  if (facts.witness || facts.witnessOnSigning) witnessSigns(page, facts);
};

const personalGuarantee: DocumentContent = (page, facts) => {
  const guarantors = [facts.primary, facts.secondary].filter((officer) => officer !== undefined);
  page.paragraph(
    `In consideration of the lessor leasing vehicles to ${facts.customer.businessName}, each guarantor named ` +
      'below guarantees the customer’s obligations to the lessor and indemnifies the lessor against any loss if ' +
      'the customer does not meet them.',
  );
  page
    .heading('Guarantors')
    .facts(guarantors.map((officer) => ['Guarantor', `${officer.name} (${officer.email})`]));
  page.heading('Guaranteed facility').facts([
    ['Customer', facts.customer.businessName],
    [
      'Credit limit',
      facts.lease.creditLimit === undefined ? '' : formatDollarsAndCents(facts.lease.creditLimit),
    ],
    ['First vehicle', facts.vehicle.description],
  ]);
  page.heading('Terms').numberedClauses([
    [
      'Continuing guarantee',
      'This guarantee continues until every amount the customer owes the lessor is paid.',
    ],
    ['Joint and several', 'Where there is more than one guarantor, each is liable for the whole amount.'],
    [
      'Independent advice',
      'Each guarantor confirms they had the opportunity to take independent legal advice.',
    ],
  ]);
  page.heading('Signatures');
  for (const guarantor of guarantors) page.signature(guarantor.name, 'Guarantor');
  witnessSigns(page, facts);
};

const directDebit: DocumentContent = (page, facts) => {
  page.paragraph(
    `${facts.customer.businessName} authorises ${facts.lessor.name} to debit the account below for the monthly ` +
      'rental and other amounts payable under the lease, on or after the day each falls due.',
  );
  page.heading('Payment').facts([
    ['Monthly rental', `${formatDollarsAndCents(facts.lease.monthlyRental)} (${tax(facts)})`],
    ['Lease term', years(facts.lease.termMonths)],
  ]);
  accountToDebit(page, facts);
  officersSign(page, facts, 'Account holder');
};

/**
 * The account as Authorised Officer (1) gave it (decision 2081), numbers in full: the bank needs them.
 * Not given yet, the paper form has boxes to write it in: BSB and account number (AU), or bank,
 * branch, account and suffix (NZ).
 */
function accountToDebit(page: PdfPage, facts: LeaseDocumentFacts): void {
  page.heading('Account to debit');
  const account = facts.directDebitAccount;
  if (account?.region === 'AU') {
    page.facts([
      ['Account name', account.accountName],
      ['BSB', formatBsb(account.bsb)],
      ['Account number', account.accountNumber],
    ]);
  } else if (account?.region === 'NZ') {
    page.facts([
      ['Account name', account.accountName],
      ['Account number', nzAccountNumberText(account)],
    ]);
  } else if (facts.region === 'AU') {
    page
      .writeIn('Account name', [{ caption: 'As the bank names the account', boxes: 0 }])
      .writeIn('BSB', [
        { caption: 'BSB', boxes: 3 },
        { caption: '', boxes: 3 },
      ])
      .writeIn('Account number', [{ caption: '5 to 9 digits', boxes: 9 }]);
  } else {
    page
      .writeIn('Account name', [{ caption: 'As the bank names the account', boxes: 0 }])
      .writeIn('Account number', [
        { caption: 'Bank', boxes: 2 },
        { caption: 'Branch', boxes: 4 },
        { caption: 'Account', boxes: 7 },
        { caption: 'Suffix', boxes: 3 },
      ]);
  }
}

/** A sole trader's business bears their own name: they are not their own attention line. */
const preparedFor = ({ customer, primary }: LeaseDocumentFacts): string =>
  customer.businessName === primary.name || !primary.name
    ? `Prepared for ${customer.businessName}.`
    : `Prepared for ${customer.businessName}, attention ${primary.name}.`;

const quote: DocumentContent = (page, facts) => {
  page.paragraph(preparedFor(facts));
  schedule(page, facts);
  page
    .heading('Weekly equivalent')
    .facts([
      ['Weekly rental', `${formatDollarsAndCents((facts.lease.monthlyRental * 12) / 52)} (${tax(facts)})`],
    ]);
  page.paragraph(
    'This quote is valid for 30 days from its issue date and is subject to credit approval. The rental includes ' +
      'the lease inclusions listed for your organisation.',
  );
  page.signature(facts.primary.name, facts.primary.role ?? 'Authorised officer');
};

const contents: Record<LeaseDocumentKind, DocumentContent> = {
  instructions: instructions(false),
  introducerInstructions: instructions(true),
  masterLeaseAgreement,
  personalGuarantee,
  directDebit,
  quote,
};

export function documentContent(kind: LeaseDocumentKind): DocumentContent {
  return contents[kind];
}
