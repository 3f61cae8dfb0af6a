import {
  AcceptUpload,
  AttachSignedDocument,
  CheckPaperSigning,
  ConfirmIdDetails,
  ConfirmPrimaryApplicant,
  DecideOverride,
  ProposeCreditDecision,
  FindAddresses,
  SearchBusinesses,
  WriteApplicationProperty,
  CLOCK,
  CRM,
  IDS,
  IssuePasswordResetLink,
  IssueQuotedApplication,
  IssueUploadGrant,
  LeaseApplication,
  SaveDrivingLicence,
  SaveFile,
  LogIn,
  LogOut,
  MAIL_OUTBOX,
  MoveApplication,
  ORG_PROFILES,
  PASSWORD_HASHER,
  RegisterCustomer,
  StartQuoteSigning,
  RecordDirectDebitAccount,
  SubmitSignedDocuments,
  UNIT_OF_WORK,
  USER_CREDENTIALS,
  USERS,
  type Clock,
  type Crm,
  type Ids,
  type MailOutbox,
  type OrgProfile,
  type OrgProfiles,
  type PasswordHasher,
  type UnitOfWork,
  type User,
  type UserCredentials,
  type Users,
  type StaffMember,
  type StaffMembers,
  STAFF_MEMBERS,
} from '@lease-portal/domain';
import { aSignedPdf } from '@lease-portal/domain/src/files/testing/pdf-builder';
import { storeLeaseApplication } from '@lease-portal/domain/src/lease-application/store-lease-application';
import { journeyStatusOf } from '@lease-portal/graphql';
import { SandboxESignature } from '@lease-portal/partners';
import type { VerifierOptions } from '@pact-foundation/pact';
import type { Container } from 'inversify';

/** A profile with every branding field set, so a pact can check the type of each one. */
export const fullyBrandedProfile: OrgProfile = {
  orgId: 'org-pact-fully-branded',
  name: 'Example Fleet Leasing',
  region: 'NZ',
  whiteLabel: {
    region: 'NZ',
    enableWhiteLabel: true,
    domains: ['portal.example.org'],
    abn: '9429041234567',
    introducerName: 'Example Motors',
    introducerAbn: '9429047654321',
    termsLink: 'https://example.org/terms',
    privacyPolicy: 'https://example.org/privacy',
  },
  calculator: {
    headerLogo: 'https://example.org/logo.png',
    headerLogoLink: 'https://example.org',
    headerLinks: [{ menuTitle: 'About us', menuUrl: 'https://example.org/about' }],
    headerColour: '#002856',
    headerImage: 'https://example.org/header.jpg',
    footerColour: '#f5f5f5',
    disclaimerText: 'Estimates only.',
    footerText: 'Leasing is provided by the example group.',
    phoneNumber: '0800 438 435',
    primaryLogoRight: 'https://example.org/partner.png',
  },
  pricingConfiguration: { calculator: { isCalculatorEnabled: true, manufacturersEnabled: true } },
  theme: {
    primaryLogo: 'https://example.org/logo.png',
    rightLogo: 'https://example.org/partner.png',
    primaryImage: 'https://example.org/hero.jpg',
    primaryColour: '#002856',
    phoneNumber: '0800 438 435',
    email: 'support@example.org',
    website: 'https://example.org',
    footerText: 'Leasing is provided by the example group.',
    disclaimerHtml: '<p>Estimates only.</p>',
  },
  loginLogos: { left: 'https://example.org/left.png', right: 'https://example.org/right.png' },
};

/** The demo organisation every signed-in state's user belongs to; the pacts send its host. */
const ORG_ID = 'org-au-demo';
const HOST = 'au.localhost:3000';
/** A test password: the states set it through the portal's hasher and sign in with it. */
const PASSWORD = 'Pact-2-lease-portal!';
const CLIENT_ADDRESS = '127.0.0.1';

type StateHandlers = NonNullable<VerifierOptions['stateHandlers']>;

/** A licence photo as small as a PNG can be: content sniffing reads it as image/png. */
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** What a state hands the pact's request (fromProviderState): the session token and the ids it made. */
type Injected = Record<string, string>;

/**
 * The provider states the web app's pacts name, each arranged through the portal's own use cases and
 * ports on its own database. Every state makes new records (a fresh user, e-mail address and
 * application), so the interactions never meet; the ids and the session token it made go back to
 * the verifier, which puts them in the request where the pact says `fromProviderState`.
 */
export function providerStates(container: Container): StateHandlers {
  const world = new PactWorld(container);
  const states: Record<string, (params: Record<string, string>) => Promise<Injected | void>> = {
    'the demo organisations exist': async () => undefined,
    'a fully branded organisation profile for the domain portal.example.org': async () => {
      await container.get<OrgProfiles>(ORG_PROFILES).save(fullyBrandedProfile);
    },
    'a customer with a calculator application': () => world.aCalculatorCustomer(),
    'a customer whose session has ended': async () => {
      const customer = await world.aCalculatorCustomer();
      await container.get(LogOut).execute(customer.sessionToken);
      return customer;
    },
    'a customer with a password': async () => {
      const customer = await world.aCalculatorCustomer();
      return { email: customer.email, password: PASSWORD };
    },
    'a customer was e-mailed a password reset link': () => world.aCustomerWithAResetLink(),
    'an officer who uploaded a file': () => world.anOfficerWhoUploadedAFile(),
    'an officer at the identity check who uploaded their licence': () =>
      world.anOfficerWithTheirLicence(false),
    'an officer at the identity check who saved their licence': () => world.anOfficerWithTheirLicence(true),
    'an officer looking up an address': () => world.anOfficerLookingUpAnAddress(),
    "an officer who saved the credit application's steps": () => world.anOfficerWhoSavedTheCreditSteps(),
    // The pacts name a status as the wire does.
    'an officer of a standard quoted application': ({ status }) =>
      world.anOfficer(status && journeyStatusOf(status)),
    'an officer who signed the quote': () => world.anOfficerWhoSignedTheQuote(),
    'an officer whose approved lease is ready to sign': ({ signing }) => world.anOfficerReadyToSign(signing),
    'an officer who uploaded a signed lease document': () => world.anOfficerWhoUploadedASignedDocument(),
    'an officer who uploaded every signed lease document': () =>
      world.anOfficerWhoUploadedEverySignedDocument(),
    'an officer whose lease signed on paper is complete': () => world.anOfficerWhoseLeaseIsComplete(),
    'an officer who confirmed the business': () => world.anOfficerWhoConfirmedTheBusiness(),
    'an officer who confirmed the business and themselves, with a second officer to name': () =>
      world.anOfficerWithASecondOfficerToName(),
    'an officer whose review awaits its submission': () => world.anOfficerWhoseReviewAwaitsSubmission(),
    'an officer whose application is on hold for a second officer who has not started': () =>
      world.anOfficerOnHoldForTheSecond(),
    'an officer whose credit check has not been submitted': async () => {
      const officer = await world.anOfficer('approvals');
      return { ...officer, creditCheckParam: `${officer.applicationId!.slice(0, 8)}3` };
    },
  };
  return Object.fromEntries(
    Object.entries(states).map(([name, arrange]) => [
      name,
      { setup: async (params?: unknown) => (await arrange((params ?? {}) as Record<string, string>)) ?? {} },
    ]),
  ) as StateHandlers;
}

class PactWorld {
  private count = 0;
  /** The test password's hash, made once: each state's user gets the same one. */
  private passwordHash: Promise<string> | undefined;
  /** The credit officers who approve the states' credit decisions, enrolled once. */
  private creditOfficers: Promise<void> | undefined;

  constructor(private readonly container: Container) {}

  private next(): number {
    this.count += 1;
    return this.count;
  }

  /**
   * A customer fresh from the calculator: their CRM account and opportunity (the Salesforce sandbox), then the
   * registration that makes the user and the calculator application with one shortlisted vehicle.
   */
  async aCalculatorCustomer(): Promise<Injected & { email: string }> {
    const n = this.next();
    const email = `pact.customer.${n}@fleetco.example`;
    const reference = `lead-pact-${n}`;
    const crm = this.container.get<Crm>(CRM);
    const contact = { firstName: 'Sam', lastName: 'Driver', email, phone: '0412345678' };
    const crmAccountId = await crm.createAccount({
      reference,
      orgId: ORG_ID,
      region: 'AU',
      name: 'Fleet Co Pty Ltd',
      businessNumber: '51824753556',
      entityType: 'PRV',
      accountSource: 'Calculator',
      contact,
    });
    const shortlists = [
      {
        catalogVehicleId: 'AU-FORD-RANGER-XLT-4X4-DOUBLE-CAB-2025',
        catalogYear: 2025,
        distance: 15000,
        distanceUnit: 'km' as const,
        duration: 48,
        durationUnit: 'month' as const,
      },
    ];
    const opportunityId = await crm.createOpportunity({
      reference,
      accountId: crmAccountId,
      name: 'Fleet Co Pty Ltd – Calculator',
      leadSource: 'Calculator',
      stageName: 'Needs Analysis',
      closeDate: '2026-12-31',
      shortlists,
    });
    const registered = await this.container.get(RegisterCustomer).register({
      leadId: reference,
      orgId: ORG_ID,
      host: HOST,
      crmAccountId,
      opportunityId,
      enquiry: {
        enquireType: 'register',
        customer: { name: 'Fleet Co Pty Ltd', abn: '51824753556', entityType: 'PRV' },
        contact,
        shortlists,
      },
    });
    await this.setPassword(registered.userId);
    return {
      email,
      userId: registered.userId,
      applicationId: registered.vehicleApplicationId,
      sessionToken: await this.signIn(email),
    };
  }

  async aCustomerWithAResetLink(): Promise<Injected> {
    const { email } = await this.aCalculatorCustomer();
    await this.container
      .get(IssuePasswordResetLink)
      .execute({ orgId: ORG_ID, email, purpose: 'reset-password', host: HOST });
    const [mail] = await this.container.get<MailOutbox>(MAIL_OUTBOX).list({ to: email, limit: 1 });
    const hash = /[?&]hash=([^&\s"<]+)/.exec(mail?.text ?? '')?.[1];
    if (!hash) throw new Error('the reset mail carries no link with a hash');
    return { email, hash: decodeURIComponent(hash) };
  }

  /**
   * An officer at businessDetails whose financial statement's bytes arrived at the upload URL, not yet
   * saved: getSignedUrl → PUT done, saveFile to come (decision 1600).
   */
  async anOfficerWhoUploadedAFile(): Promise<Injected> {
    const officer = await this.anOfficerWhoConfirmedTheBusiness();
    const user = await this.userOf(officer.email);
    const grant = await this.container.get(IssueUploadGrant).execute({
      user,
      applicationId: officer.applicationId!,
      kind: 'financialStatement',
      fileName: 'Balance sheet 2025.pdf',
      mimeType: 'application/pdf',
    });
    if (!grant.ok) throw grant.error;
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const accepted = await this.container.get(AcceptUpload).execute(
      grant.value.token,
      (async function* () {
        yield new Uint8Array(pdf);
      })(),
    );
    if (!accepted.ok) throw accepted.error;
    return { ...officer, uuid: grant.value.uuid };
  }

  /**
   * An officer at approvals who uploaded and saved their licence's front and back as files (PNG); with
   * `kept`, kept with their identity check too (saveDrivingLicense). Hands over `frontUuid`, `backUuid`.
   */
  async anOfficerWithTheirLicence(kept: boolean): Promise<Injected> {
    const officer = await this.anOfficer('approvals');
    const user = await this.userOf(officer.email);
    const applicationId = officer.applicationId!;
    const uuids: string[] = [];
    for (const side of ['front', 'back']) {
      const fileName = `licence-${side}.png`;
      const grant = await this.container
        .get(IssueUploadGrant)
        .execute({ user, applicationId, kind: 'driversLicence', fileName, mimeType: 'image/png' });
      if (!grant.ok) throw grant.error;
      const accepted = await this.container.get(AcceptUpload).execute(
        grant.value.token,
        (async function* () {
          yield new Uint8Array(Buffer.from(ONE_PIXEL_PNG, 'base64'));
        })(),
      );
      if (!accepted.ok) throw accepted.error;
      const saved = await this.container.get(SaveFile).execute({ user, uuid: grant.value.uuid, fileName });
      if (!saved.ok) throw saved.error;
      uuids.push(grant.value.uuid);
    }
    if (kept) {
      const licence = await this.container
        .get(SaveDrivingLicence)
        .execute({ user, applicationId, applicantType: 'primary', fileUuids: uuids });
      if (!licence.ok) throw licence.error;
    }
    return { ...officer, frontUuid: uuids[0]!, backUuid: uuids[1]! };
  }

  /**
   * An officer at approvals whose ID check is confirmed (their licence saved, the ID form as the page
   * sends it) and who gave the privacy consent: Confirm & Submit comes next (journey §4).
   */
  async anOfficerWhoseReviewAwaitsSubmission(): Promise<Injected> {
    const officer = await this.anOfficerWithTheirLicence(true);
    const user = await this.userOf(officer.email!);
    const applicationId = officer.applicationId!;
    const confirmed = await this.container.get(ConfirmIdDetails).execute({
      user,
      applicationId,
      applicantType: 'primary',
      form: {
        firstName: 'Jordan',
        lastName: 'Tran',
        dob: '14/03/1985',
        currentAddress: '120 Collins Street, Melbourne VIC 3000',
        streetNo: '120',
        streetName: 'Collins Street',
        suburb: 'Melbourne',
        state: 'VIC',
        postCode: '3000',
        country: 'Australia',
        countryCode: 'AU',
        driversLicenceNumber: '12345678',
        driversLicenceExpiry: '21/07/2031',
        driversLicenceState: 'nsw',
        driversCardNumber: '2012345678',
      },
    });
    if (!confirmed.ok) throw confirmed.error;
    const consent = await this.container.get(WriteApplicationProperty).execute({
      user,
      applicationId,
      path: { propertyFirst: 'primaryApplicant', propertySecond: 'privacyConsent' },
      value: 'confirmed',
    });
    if (!consent.ok) throw consent.error;
    return officer;
  }

  /**
   * Authorised Officer (1) at review and sign, the credit check on hold for Authorised Officer (2), named
   * and not started (decision 2094). Arranged through the aggregate, as a submission would leave it.
   */
  async anOfficerOnHoldForTheSecond(): Promise<Injected> {
    const officer = await this.anOfficer('reviewAndSignContract');
    const n = this.next();
    const at = this.container.get<Clock>(CLOCK).now().toISOString();
    await this.container.get<UnitOfWork>(UNIT_OF_WORK).run(async (tx) => {
      const application = LeaseApplication.of((await tx.leaseApplications.ofId(officer.applicationId!))!);
      application.change((journey) => ({
        ...journey,
        statusCreditCheck: 'waitingForSecondary',
        secondaryApplicant: {
          userId: `pact-second-${n}`,
          firstName: 'Priya',
          lastName: 'Nair',
          email: `pact.second.${n}@fleetco.example`,
        },
      }));
      await storeLeaseApplication(tx, application, 'staff:os:pact', at);
    });
    return officer;
  }

  /** An officer at businessDetails, and the id of the sandbox's first suggestion for 'collins st melbourne'. */
  async anOfficerLookingUpAnAddress(): Promise<Injected> {
    const officer = await this.anOfficer('businessDetails');
    const [first] = await this.container
      .get(FindAddresses)
      .suggestions({ query: 'collins st melbourne', countries: ['AU'] });
    if (!first) throw new Error('the sandbox suggests no address for collins st melbourne');
    return { ...officer, addressId: first.id };
  }

  /**
   * An officer of a standard application: staff issue a quote for e-signature (decision 1210), the
   * officer sets a password and signs in; with `status`, staff move the application up to that step.
   */
  async anOfficer(
    status?: string,
    signing: 'electronic' | 'wet' = 'electronic',
  ): Promise<Injected & { email: string }> {
    const n = this.next();
    const email = `pact.officer.${n}@fleetco.example`;
    const issue = this.container.get(IssueQuotedApplication);
    const issued = await issue.execute({
      orgId: ORG_ID,
      staffId: 'os:pact',
      quote: {
        firstName: 'Jordan',
        lastName: 'Tran',
        email,
        phone: '0412345678',
        vehicleMake: 'Toyota',
        vehicleModel: 'HiLux SR5',
        vehicleImage: 'https://images.example.com/hilux.png',
        driveAwayPrice: '58990',
        monthlyRental: '1120.50',
        term: '48',
        quoteReference: `Q-PACT-${n}`,
        signing,
      },
    });
    if (!issued.ok) throw issued.error;
    const { applicationId, userId } = issued.value;
    const move = new MoveApplication(this.container.get<UnitOfWork>(UNIT_OF_WORK), () =>
      this.container.get<Clock>(CLOCK).now(),
    );
    const order = ['reviewQuote', 'businessDetails', 'approvals', 'reviewAndSignContract', 'finished'];
    for (const to of status ? order.slice(0, order.indexOf(status) + 1) : []) {
      const moved = await move.execute({
        applicationId,
        track: 'primary',
        to,
        actor: 'staff',
        actorId: 'os:pact',
        reason: 'provider state',
      });
      if (!moved.ok) throw moved.error;
    }
    await this.setPassword(userId);
    return { email, userId, applicationId, sessionToken: await this.signIn(email) };
  }

  /** An officer at reviewQuote whose quote envelope the sandbox e-signature service has completed. */
  async anOfficerWhoSignedTheQuote(): Promise<Injected> {
    const officer = await this.anOfficer('reviewQuote');
    const user = await this.userOf(officer.email);
    const view = await this.container.get(StartQuoteSigning).execute({
      user,
      returnUrl: `http://${HOST}/applications/${officer.applicationId}/quotesign`,
      host: HOST,
    });
    if (!view.ok) throw view.error;
    const token = view.value.url.split('/').pop()!;
    const sandbox = this.container.get(SandboxESignature);
    await sandbox.openSigningView(token);
    await sandbox.finishSigning(token, 'sign');
    return officer;
  }

  /**
   * An officer at businessDetails who confirmed, as the page does, a company the sandbox register knows
   * (Yarra Digital Consulting Pty Ltd, PRV) with its ANZSIC industry.
   */
  async anOfficerWhoConfirmedTheBusiness(): Promise<Injected & { email: string }> {
    const officer = await this.anOfficer('businessDetails');
    const user = await this.userOf(officer.email);
    const found = await this.container
      .get(SearchBusinesses)
      .execute({ param: 'Yarra Digital Consulting', region: 'AU' });
    const [row] = found.rows;
    if (!row) throw new Error('the sandbox register has no Yarra Digital Consulting');
    const confirmed = await this.container.get(WriteApplicationProperty).execute({
      user,
      applicationId: officer.applicationId!,
      path: { propertyFirst: 'entityDetails' },
      value: undefined,
      sections: { entityObj: row, entityDetails: { industry: 'M', subDivision: '70', subGroup: '700' } },
    });
    if (!confirmed.ok) throw confirmed.error;
    return officer;
  }

  /**
   * An officer who saved, as the accordion does, the business's addresses and contact number, its
   * annual revenue and, with Save & Close, the finance step without statements (not yet completed).
   */
  async anOfficerWhoSavedTheCreditSteps(): Promise<Injected> {
    const officer = await this.anOfficerWhoConfirmedTheBusiness();
    const user = await this.userOf(officer.email);
    const addresses = this.container.get(FindAddresses);
    const [first] = await addresses.suggestions({ query: 'collins st melbourne', countries: ['AU'] });
    const parts = first && (await addresses.details(first.id));
    if (!parts) throw new Error('the sandbox has no parts for collins st melbourne');
    const { id: _id, fullAddress, ...rest } = parts;
    const write = (path: { propertyFirst: string; propertySecond: string }, value: unknown, sections = {}) =>
      this.container
        .get(WriteApplicationProperty)
        .execute({ user, applicationId: officer.applicationId!, path, value, sections });
    for (const saved of [
      await write(
        { propertyFirst: 'businessDetails', propertySecond: 'entityDetails' },
        {
          ...Object.fromEntries(Object.entries(rest).map(([key, part]) => [key, part ?? ''])),
          companyLegalAddress: fullAddress,
          tradingAddressSame: true,
          tradingAddress: fullAddress,
          businessContactNumber: '03 9555 0123',
          businessWebsite: 'https://yarradigital.example',
        },
      ),
      await write({ propertyFirst: 'businessDetails', propertySecond: 'annualRevenue' }, '2400000'),
      await write({ propertyFirst: 'businessDetails', propertySecond: 'financeDetails' }, undefined, {
        financeDetails: {
          currentFleetSize: '4',
          numberOfEmployees: '30',
          purchaseMoreVehicles: 'yes',
          howManyVehicles: 2,
          creditLimit: 60000,
          maximum: false,
          personalGuarantee: 'yes',
        },
      }),
    ]) {
      if (!saved.ok) throw saved.error;
    }
    return officer;
  }

  /** Authorised Officer (1) confirmed themselves and said the business has a second officer. */
  async anOfficerWithASecondOfficerToName(): Promise<Injected> {
    const officer = await this.anOfficerWhoConfirmedTheBusiness();
    const user = await this.userOf(officer.email);
    const confirmed = await this.container
      .get(ConfirmPrimaryApplicant)
      .execute({ user, vehicleApplicationStatus: 'yes' });
    if (!confirmed.ok) throw confirmed.error;
    return officer;
  }

  /**
   * An officer whose application reached review and sign and whose credit a credit officer approved
   * (a proposal and its approval by a second member, decision 1830), signing electronically or on paper.
   */
  async anOfficerReadyToSign(signing = 'electronic'): Promise<Injected & { email: string }> {
    const officer = await this.anOfficer('reviewAndSignContract', signing === 'wet' ? 'wet' : 'electronic');
    const deps = {
      unitOfWork: this.container.get<UnitOfWork>(UNIT_OF_WORK),
      ids: this.container.get<Ids>(IDS),
      clock: this.container.get<Clock>(CLOCK),
    };
    const member = (staffId: string): StaffMember => ({
      staffId,
      name: staffId,
      email: `${staffId}@provider.example`,
      role: 'creditOfficer',
      status: 'active',
    });
    // Two credit officers of the desk, enrolled once for every state that needs them.
    this.creditOfficers ??= (async () => {
      const staff = this.container.get<StaffMembers>(STAFF_MEMBERS);
      for (const staffId of ['pact-maker', 'pact-checker']) {
        const at = deps.clock.now().toISOString();
        await staff.add(
          { ...member(staffId), keyDigest: `${staffId}-key`, createdAt: at },
          { actor: 'os:pact', action: 'staff.enrolled', subject: `staff:${staffId}`, at },
        );
      }
    })();
    await this.creditOfficers;
    const proposed = await new ProposeCreditDecision(deps).execute(member('pact-maker'), {
      applicationId: officer.applicationId!,
      decision: 'approved',
      reason: 'provider state',
    });
    if (!proposed.ok) throw proposed.error;
    const approved = await this.container.get(DecideOverride).execute(member('pact-checker'), {
      proposalId: proposed.value.proposalId,
      decision: 'approved',
    });
    if (!approved.ok) throw approved.error;
    // The lease envelope is sent, and the paper documents are printed, with the account to debit
    // (decisions 2081, 2097).
    const recorded = await this.container.get(RecordDirectDebitAccount).execute({
      user: { id: officer.userId!, orgId: ORG_ID },
      applicationId: officer.applicationId!,
      account: { accountName: 'Pact Fleet Pty Ltd', bsb: '062-000', accountNumber: '12345678' },
    });
    if (!recorded.ok) throw recorded.error;
    return officer;
  }

  /** An officer signing on paper whose signed PDF arrived at its upload URL (kind signedDocument). */
  async anOfficerWhoUploadedASignedDocument(): Promise<Injected & { email: string }> {
    const officer = await this.anOfficerReadyToSign('wet');
    return { ...officer, uuid: await this.aSignedPdf(officer) };
  }

  /** An officer signing on paper (AU, no guarantee) with the agreement, direct debit and quote in their slots. */
  async anOfficerWhoUploadedEverySignedDocument(): Promise<Injected> {
    const officer = await this.anOfficerReadyToSign('wet');
    const user = await this.userOf(officer.email);
    for (const document of ['masterLeaseAgreement', 'directDebit', 'quote'] as const) {
      const uuid = await this.aSignedPdf(officer);
      const attached = await this.container.get(AttachSignedDocument).execute({
        user,
        applicationId: officer.applicationId!,
        document,
        uploadFileObj: { uuid, fileName: `${document} signed.pdf` },
      });
      if (!attached.ok) throw attached.error;
    }
    return officer;
  }

  /** The documents signed on paper submitted and accepted by staff: the lease is finished (decision 2030). */
  async anOfficerWhoseLeaseIsComplete(): Promise<Injected> {
    const officer = await this.anOfficerWhoUploadedEverySignedDocument();
    const user = await this.userOf(officer.email!);
    const submitted = await this.container
      .get(SubmitSignedDocuments)
      .execute({ user, applicationId: officer.applicationId!, status: 'completed' });
    if (!submitted.ok) throw submitted.error;
    const checker: StaffMember = {
      staffId: 'pact-checker',
      name: 'pact-checker',
      email: 'pact-checker@provider.example',
      role: 'support',
      status: 'active',
    };
    const accepted = await this.container.get(CheckPaperSigning).execute(checker, {
      applicationId: officer.applicationId!,
      verdict: 'accept',
      reason: 'provider state',
    });
    if (!accepted.ok) throw accepted.error;
    return officer;
  }

  private async aSignedPdf(officer: Injected & { email: string }): Promise<string> {
    const grant = await this.container.get(IssueUploadGrant).execute({
      user: await this.userOf(officer.email),
      applicationId: officer.applicationId!,
      kind: 'signedDocument',
      fileName: 'Master Lease Agreement signed.pdf',
      mimeType: 'application/pdf',
    });
    if (!grant.ok) throw grant.error;
    // A page with text and a signature on it: the upload refuses a blank or broken PDF (decision 2030).
    const accepted = await this.container.get(AcceptUpload).execute(
      grant.value.token,
      (async function* () {
        yield aSignedPdf();
      })(),
    );
    if (!accepted.ok) throw accepted.error;
    return grant.value.uuid;
  }

  private async userOf(email: string): Promise<User> {
    const user = await this.container.get<Users>(USERS).ofEmail(ORG_ID, email);
    if (!user) throw new Error(`no user ${email}`);
    return user;
  }

  private async setPassword(userId: string): Promise<void> {
    this.passwordHash ??= this.container.get<PasswordHasher>(PASSWORD_HASHER).hash(PASSWORD);
    await this.container
      .get<UserCredentials>(USER_CREDENTIALS)
      .setPasswordHash(userId, await this.passwordHash);
  }

  /** A real session, made by the portal's own login: its token is what the browser's cookie holds. */
  private async signIn(email: string): Promise<string> {
    const signedIn = await this.container
      .get(LogIn)
      .execute({ orgId: ORG_ID, email, password: PASSWORD, clientAddress: CLIENT_ADDRESS });
    if (!signedIn.ok) throw signedIn.error;
    return signedIn.value.token;
  }
}
