import type { VehicleApplication } from '../application/vehicle-application';
import type { ApplicationJourney } from '../application/application-journey';
import type { OrgProfile } from '../organisation/org-profile';
import { CONTRACT_SIGNING_REASONS, NOT_YOUR_TURN_MESSAGE } from './contract-signing-errors';
import { leaseEnvelopeReference } from './lease-envelope';
import { WITNESS_ANCHORS, WITNESS_TAB_LABELS } from '../documents/witness-anchors';
import { WITNESS_MUST_BE_SOMEONE_ELSE_MESSAGE, WITNESS_REASONS } from './lease-witness';
import { aContractSigningWorld } from './testing/contract-signing-world';

const profile = (overrides: Partial<OrgProfile> = {}): OrgProfile => ({
  orgId: 'fleet-co',
  name: 'Fleet Co',
  region: 'AU',
  whiteLabel: { region: 'AU', enableWhiteLabel: true, domains: ['au.fleetco.example'] },
  calculator: { headerLinks: [] },
  pricingConfiguration: { calculator: { isCalculatorEnabled: true, manufacturersEnabled: false } },
  theme: {},
  loginLogos: {},
  ...overrides,
});
const witnessed = profile({ contractSigning: { witnessRequired: true } });

const ada = { id: 'ada', orgId: 'fleet-co' };
const sam = { id: 'sam', orgId: 'fleet-co' };

function anApprovedApplication(overrides: Partial<ApplicationJourney> = {}): VehicleApplication {
  return {
    applicationId: 'app-1',
    applicationType: 'standard',
    orgId: 'fleet-co',
    orgUserId: 'ada',
    journey: {
      status: 'reviewAndSignContract',
      statusSecondary: 'reviewAndSignContract',
      statusCreditCheck: 'approved',
      quoteSignature: 'completed',
      primaryApplicant: {
        userId: 'ada',
        firstName: 'Ada',
        lastName: 'Officer',
        email: 'ada@haulage.example',
      },
      secondaryApplicant: {
        userId: 'sam',
        firstName: 'Sam',
        lastName: 'Second',
        email: 'sam@haulage.example',
      },
      entityDetails: { entityType: 'PRV', hasSecondaryApplicant: 'yes' },
      companyDetails: { companyLegalName: 'Harbour Haulage Pty Ltd', abn: '51824753556' },
      businessDetails: {
        entityDetails: { companyLegalAddress: '1 Quay St, Sydney NSW 2000' },
        financeDetails: { personalGuarantee: 'no', creditLimit: 60000 },
      },
      quoteDetails: { primaryQuoteReference: 'Q-1001' },
      leaseDetails: { driveAwayPrice: 52990, monthlyRentalNet: 1180, terms: 48 },
      vehicleDetails: { make: 'Toyota', model: 'RAV4 Hybrid' },
      // Given before the documents are sent (decision 2081).
      directDebitAccount: {
        region: 'AU',
        accountName: 'Harbour Haulage',
        bsb: '062000',
        accountNumber: '12345678',
      },
      ...overrides,
    },
    createdAt: '2026-05-01T08:00:00.000Z',
    updatedAt: '2026-05-01T08:00:00.000Z',
  };
}

const RETURN = 'http://au.fleetco.example/applications/app-1/quotesign-mla';
const start = (user: typeof ada, isCurrentUserPrimary: boolean, returnUrl = RETURN) => ({
  user,
  applicationId: 'app-1',
  isCurrentUserPrimary,
  returnUrl,
  host: 'au.fleetco.example',
});

describe('the lease envelope (getEnvelopeMLA)', () => {
  it('is sent once, with both officers and a witness for Authorised Officer (1), and the digital documents', async () => {
    const world = aContractSigningWorld([witnessed]);
    await world.add(anApprovedApplication());
    const answers = await Promise.all([
      world.signingStatus.execute({ user: ada, applicationId: 'app-1' }),
      world.signingStatus.execute({ user: sam, applicationId: 'app-1' }),
    ]);
    await world.signingStatus.execute({ user: ada, applicationId: 'app-1' });
    expect(world.eSignature.sent).toBe(1);
    expect(answers[0]).toEqual({
      ok: true,
      value: {
        finished: false,
        status: {
          signers: [
            { email: 'ada@haulage.example', status: 'pending' },
            { email: 'sam@haulage.example', status: 'pending' },
          ],
          witnesses: [{ roleName: 'Witness', status: 'pending' }],
        },
      },
    });
    const envelope = [...world.eSignature.envelopes.values()][0]!;
    expect(envelope.reference).toBe(leaseEnvelopeReference('app-1'));
    expect(envelope.witnesses[0]).toMatchObject({ witnessFor: '1', routingOrder: 2, roleName: 'Witness' });
    // The witness is named later: the agreement holds their fields' anchors, their tabs stand there (decision 2098).
    expect(envelope.witnesses[0]?.tabs).toEqual([
      { kind: 'fullName', tabLabel: WITNESS_TAB_LABELS.name, anchorString: WITNESS_ANCHORS.name },
      { kind: 'text', tabLabel: WITNESS_TAB_LABELS.address, anchorString: WITNESS_ANCHORS.address },
    ]);
    expect(envelope.signers.every((officer) => officer.tabs === undefined)).toBe(true);
    expect(world.renderer.rendered.every((r) => r.facts.witnessOnSigning === true && !r.facts.witness)).toBe(
      true,
    );
    // Two first requests at once may both render; the service keeps one envelope for the reference.
    expect(new Set(world.renderer.rendered.map((r) => r.kind))).toEqual(
      new Set(['masterLeaseAgreement', 'directDebit', 'quote']),
    );
    expect(world.stored('app-1')?.journey.leaseEnvelopeId).toBe(envelope.envelopeId);
    expect(
      world.unitOfWork.audit.filter((e) => e.action === 'application.lease-envelope.created'),
    ).toHaveLength(1);
  });

  it('has no witness when the organisation requires none, and no secondary when there is none', async () => {
    const world = aContractSigningWorld([profile()]);
    await world.add(anApprovedApplication({ secondaryApplicant: undefined, statusSecondary: undefined }));
    const answer = await world.signingStatus.execute({ user: ada, applicationId: 'app-1' });
    expect(answer.ok && answer.value.status).toEqual({
      signers: [{ email: 'ada@haulage.example', status: 'pending' }],
      witnesses: [],
    });
  });

  it('puts the lease facts in the documents: business, address, both officers, vehicle, term, payment', async () => {
    const world = aContractSigningWorld([profile()]);
    await world.add(anApprovedApplication());
    await world.signingStatus.execute({ user: ada, applicationId: 'app-1' });
    expect(world.renderer.rendered[0]!.facts).toMatchObject({
      customer: {
        businessName: 'Harbour Haulage Pty Ltd',
        businessNumber: '51 824 753 556',
        entityType: 'Australian Private Company',
        address: '1 Quay St, Sydney NSW 2000',
      },
      primary: { name: 'Ada Officer', email: 'ada@haulage.example' },
      secondary: { name: 'Sam Second', email: 'sam@haulage.example' },
      vehicle: { description: 'Toyota RAV4 Hybrid', driveAwayPrice: 52990 },
      lease: { termMonths: 48, monthlyRental: 1180, creditLimit: 60000 },
    });
  });

  it('is refused before the credit is approved, to strangers, to other organisations and for paper signing', async () => {
    const world = aContractSigningWorld([profile()]);
    await world.add(anApprovedApplication({ statusCreditCheck: 'referred' }));
    expect(await world.signingStatus.execute({ user: ada, applicationId: 'app-1' })).toMatchObject({
      ok: false,
      error: { code: 'NOT_ALLOWED' },
    });
    const other = aContractSigningWorld([profile()]);
    await other.add(anApprovedApplication({ wetSignature: { signType: 'wet' } }));
    for (const user of [
      { id: 'kim', orgId: 'fleet-co' },
      { id: 'ada', orgId: 'other-org' },
    ]) {
      expect(await other.signingStatus.execute({ user, applicationId: 'app-1' })).toMatchObject({
        ok: false,
        error: { code: 'FORBIDDEN' },
      });
    }
    expect(await other.signingStatus.execute({ user: ada, applicationId: 'app-1' })).toMatchObject({
      ok: false,
      error: { code: 'NOT_ALLOWED' },
    });
    expect(other.eSignature.sent).toBe(0);
  });
});

describe('signing the lease (getMLADocusign)', () => {
  it("opens each officer's own row only, and the witness's on Authorised Officer (1)'s device after theirs", async () => {
    const world = aContractSigningWorld([witnessed]);
    await world.add(anApprovedApplication());
    expect(await world.startSigning.execute(start(ada, true))).toMatchObject({ ok: true });
    expect(world.eSignature.views.at(-1)?.request).toMatchObject({
      clientUserId: 'ada',
      email: 'ada@haulage.example',
    });
    const envelopeId = world.stored('app-1')!.journey.leaseEnvelopeId!;
    world.eSignature.sign(envelopeId, '1');
    const witness = { name: 'Wendy Witness', email: 'wendy@neighbours.example' };
    const address = '12  Kauri Road, Parramatta NSW 2150';
    expect(
      await world.startSigning.execute({ ...start(ada, true), witness: { ...witness, address } }),
    ).toMatchObject({ ok: true });
    expect(world.eSignature.views.at(-1)?.request).toMatchObject({ clientUserId: 'ada:witness', ...witness });
    expect((await world.eSignature.envelope(envelopeId))?.witnesses[0]).toMatchObject(witness);
    // The envelope's agreement prints their address where the service fills it (decision 2098).
    expect((await world.eSignature.envelope(envelopeId))?.witnesses[0]?.tabs).toContainEqual({
      kind: 'text',
      tabLabel: WITNESS_TAB_LABELS.address,
      anchorString: WITNESS_ANCHORS.address,
      value: '12 Kauri Road, Parramatta NSW 2150',
    });
    // Kept with the application through its aggregate, for the agreement to print, in the trail without who.
    expect(world.stored('app-1')?.journey.leaseWitness).toEqual({
      ...witness,
      address: '12 Kauri Road, Parramatta NSW 2150',
    });
    const named = world.unitOfWork.audit.filter(
      (entry) => entry.action === 'application.lease-witness.named',
    );
    expect(named.map((entry) => entry.details)).toEqual([{ replaced: false }]);
    world.eSignature.sign(envelopeId, '3');
    expect(await world.startSigning.execute(start(sam, false))).toMatchObject({ ok: true });
    expect(world.eSignature.views.at(-1)?.request).toMatchObject({
      clientUserId: 'sam',
      email: 'sam@haulage.example',
    });
  });

  it.each([
    ['names no witness', undefined, WITNESS_REASONS.witnessRequired],
    [
      "gives Authorised Officer (1)'s own address",
      { name: 'Wendy Witness', email: 'ADA@haulage.example', address: '12 Kauri Road' },
      WITNESS_REASONS.witnessIsAnOfficer,
    ],
    [
      "gives Authorised Officer (1)'s own name",
      { name: '  ada   OFFICER ', email: 'wendy@neighbours.example', address: '12 Kauri Road' },
      WITNESS_REASONS.witnessIsAnOfficer,
    ],
    [
      "gives Authorised Officer (2)'s address",
      { name: 'Wendy Witness', email: 'sam@haulage.example', address: '12 Kauri Road' },
      WITNESS_REASONS.witnessIsAnOfficer,
    ],
    [
      "gives Authorised Officer (2)'s name",
      { name: 'Sam Second', email: 'wendy@neighbours.example', address: '12 Kauri Road' },
      WITNESS_REASONS.witnessIsAnOfficer,
    ],
    [
      'gives no e-mail address',
      { name: 'Wendy Witness', email: 'not an address', address: '12 Kauri Road' },
      WITNESS_REASONS.witnessInvalid,
    ],
    [
      "gives no witness's address",
      { name: 'Wendy Witness', email: 'wendy@neighbours.example' },
      WITNESS_REASONS.witnessInvalid,
    ],
  ])('opens no witness row when Authorised Officer (1) %s', async (_case, witness, reason) => {
    const world = aContractSigningWorld([witnessed]);
    await world.add(anApprovedApplication());
    await world.startSigning.execute(start(ada, true));
    const envelopeId = world.stored('app-1')!.journey.leaseEnvelopeId!;
    world.eSignature.sign(envelopeId, '1');
    const views = world.eSignature.views.length;
    const refused = await world.startSigning.execute({
      ...start(ada, true),
      ...(witness ? { witness } : {}),
    });
    expect(refused).toMatchObject({ ok: false, error: { code: 'BAD_INPUT', details: { reason } } });
    if (reason === WITNESS_REASONS.witnessIsAnOfficer) {
      expect(!refused.ok && refused.error.message).toBe(WITNESS_MUST_BE_SOMEONE_ELSE_MESSAGE);
    }
    expect(world.eSignature.views).toHaveLength(views);
    expect((await world.eSignature.envelope(envelopeId))?.witnesses[0]?.status).toBe('sent');
  });

  it('refuses Authorised Officer (2) before Authorised Officer (1) and their witness have signed, as the service does', async () => {
    const world = aContractSigningWorld([witnessed]);
    await world.add(anApprovedApplication());
    const notYet = {
      ok: false,
      error: {
        code: 'NOT_ALLOWED',
        message: NOT_YOUR_TURN_MESSAGE,
        details: { reason: CONTRACT_SIGNING_REASONS.notYourTurn },
      },
    };
    expect(await world.startSigning.execute(start(sam, false))).toMatchObject(notYet);
    world.eSignature.sign(world.stored('app-1')!.journey.leaseEnvelopeId!, '1');
    expect(await world.startSigning.execute(start(sam, false))).toMatchObject(notYet);
    expect(world.eSignature.views).toHaveLength(0);
  });

  it('refuses anyone signing for the other applicant, a foreign return page and strangers', async () => {
    const world = aContractSigningWorld([profile()]);
    await world.add(anApprovedApplication());
    expect(await world.startSigning.execute(start(sam, true))).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
    expect(await world.startSigning.execute(start(ada, false))).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
    expect(await world.startSigning.execute(start({ id: 'kim', orgId: 'fleet-co' }, true))).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
    for (const returnUrl of [
      'http://evil.example/applications/app-1/quotesign-mla',
      'http://au.fleetco.example/applications/app-1/quotesign',
      'javascript:alert(1)',
    ]) {
      expect(await world.startSigning.execute(start(ada, true, returnUrl))).toMatchObject({
        ok: false,
        error: { code: 'BAD_INPUT' },
      });
    }
    expect(world.eSignature.views).toHaveLength(0);
  });

  it('asks for the guarantee on paper first in the combination flow, and leaves it out of the envelope', async () => {
    const world = aContractSigningWorld([profile()]);
    await world.add(
      anApprovedApplication({ entityDetails: { entityType: 'Sole_Trader' }, secondaryApplicant: undefined }),
    );
    expect(await world.startSigning.execute(start(ada, true))).toMatchObject({
      ok: false,
      error: { code: 'NOT_ALLOWED', message: 'Please upload The Personal Guarantee at first!' },
    });
    await world.uploaded('pg-1', 'ada', 'app-1');
    const attached = await world.attach.execute({
      user: ada,
      applicationId: 'app-1',
      document: 'personalGuarantee',
      uploadFileObj: { uuid: 'pg-1', fileName: 'guarantee signed.pdf' },
    });
    expect(attached.ok).toBe(true);
    expect(await world.startSigning.execute(start(ada, true))).toMatchObject({ ok: true });
    expect(world.renderer.rendered.map((r) => r.kind)).toEqual([
      'masterLeaseAgreement',
      'directDebit',
      'quote',
    ]);
  });

  it('keeps the signed guarantee once the lease envelope is out in the combination flow (decision 1705)', async () => {
    const world = aContractSigningWorld([profile()]);
    await world.add(
      anApprovedApplication({ entityDetails: { entityType: 'Sole_Trader' }, secondaryApplicant: undefined }),
    );
    const removeGuarantee = () =>
      world.remove.execute({ user: ada, applicationId: 'app-1', document: 'personalGuarantee' });
    const attachGuarantee = async (uuid: string) => {
      await world.uploaded(uuid, 'ada', 'app-1');
      return world.attach.execute({
        user: ada,
        applicationId: 'app-1',
        document: 'personalGuarantee',
        uploadFileObj: { uuid, fileName: 'guarantee signed.pdf' },
      });
    };
    await attachGuarantee('pg-1');
    expect(await removeGuarantee()).toMatchObject({ ok: true });
    await attachGuarantee('pg-2');
    expect(await world.startSigning.execute(start(ada, true))).toMatchObject({ ok: true });
    expect(await removeGuarantee()).toMatchObject({
      ok: false,
      error: { code: 'NOT_ALLOWED', details: { reason: CONTRACT_SIGNING_REASONS.guaranteeInUse } },
    });
    expect(world.stored('app-1')?.journey.wetSignature?.documents?.personalGuarantee?.uploadFile?.uuid).toBe(
      'pg-2',
    );
  });
});

describe('completion, on the e-signature service word only (journey §4)', () => {
  it('waits for every signer and the witness, then finishes both officers once, with audit entries', async () => {
    const world = aContractSigningWorld([witnessed]);
    await world.add(anApprovedApplication());
    await world.signingStatus.execute({ user: ada, applicationId: 'app-1' });
    const envelopeId = world.stored('app-1')!.journey.leaseEnvelopeId!;
    await world.signs(envelopeId, '1');
    await world.signs(envelopeId, '2');
    const before = await world.signingStatus.execute({ user: sam, applicationId: 'app-1' });
    expect(before).toMatchObject({ ok: true, value: { finished: false } });
    expect(world.stored('app-1')?.journey.status).toBe('reviewAndSignContract');

    await world.signs(envelopeId, '3');
    const after = await world.signingStatus.execute({ user: sam, applicationId: 'app-1' });
    expect(after.ok && after.value).toMatchObject({
      finished: true,
      status: { witnesses: [{ status: 'completed' }] },
    });
    await world.signingStatus.execute({ user: ada, applicationId: 'app-1' });
    expect(world.stored('app-1')?.journey).toMatchObject({
      status: 'finished',
      statusSecondary: 'finished',
      reviewAndSignContractStatus: 'completed',
    });
    const actions = world.unitOfWork.audit.map((entry) => entry.action);
    expect(actions.filter((action) => action === 'application.lease-signed')).toHaveLength(1);
    expect(actions.filter((action) => action === 'application.status.changed')).toHaveLength(2);
  });

  it('finishes the primary alone when there is no secondary', async () => {
    const world = aContractSigningWorld([profile()]);
    await world.add(anApprovedApplication({ secondaryApplicant: undefined, statusSecondary: undefined }));
    await world.signingStatus.execute({ user: ada, applicationId: 'app-1' });
    await world.signs(world.stored('app-1')!.journey.leaseEnvelopeId!, '1');
    await world.signingStatus.execute({ user: ada, applicationId: 'app-1' });
    expect(world.stored('app-1')?.journey.status).toBe('finished');
    expect(world.stored('app-1')?.journey.statusSecondary).toBeUndefined();
  });
});

describe('a declined or voided lease envelope (decision 1706)', () => {
  it('is replaced by a new envelope under the next reference, with an audit entry, once', async () => {
    const world = aContractSigningWorld([profile()]);
    await world.add(anApprovedApplication());
    await world.signingStatus.execute({ user: ada, applicationId: 'app-1' });
    const first = world.stored('app-1')!.journey.leaseEnvelopeId!;
    await world.closes(leaseEnvelopeReference('app-1'), 'declined');

    const answers = await Promise.all([
      world.signingStatus.execute({ user: ada, applicationId: 'app-1' }),
      world.signingStatus.execute({ user: sam, applicationId: 'app-1' }),
    ]);
    for (const answer of answers) expect(answer).toMatchObject({ ok: true, value: { finished: false } });
    expect(world.eSignature.sent).toBe(2);
    const second = world.stored('app-1')!.journey.leaseEnvelopeId!;
    expect(second).not.toBe(first);
    expect(world.eSignature.envelopes.get(second)).toMatchObject({
      reference: 'app-1:lease:2',
      status: 'sent',
    });
    expect(world.unitOfWork.audit.filter((e) => e.action === 'application.lease-envelope.replaced')).toEqual([
      expect.objectContaining({
        details: { envelopeId: second, replacedEnvelopeId: first, replacedStatus: 'declined' },
      }),
    ]);
    expect(await world.startSigning.execute(start(ada, true))).toMatchObject({ ok: true });
    expect(world.eSignature.views.at(-1)?.envelopeId).toBe(second);

    await world.closes('app-1:lease:2', 'voided');
    await world.signingStatus.execute({ user: ada, applicationId: 'app-1' });
    const third = world.stored('app-1')!.journey.leaseEnvelopeId!;
    expect(world.eSignature.envelopes.get(third)?.reference).toBe('app-1:lease:3');
  });

  it('stays as it is once the application has finished', async () => {
    const world = aContractSigningWorld([profile()]);
    await world.add(anApprovedApplication({ secondaryApplicant: undefined, statusSecondary: undefined }));
    await world.signingStatus.execute({ user: ada, applicationId: 'app-1' });
    const envelopeId = world.stored('app-1')!.journey.leaseEnvelopeId!;
    await world.signs(envelopeId, '1');
    await world.signingStatus.execute({ user: ada, applicationId: 'app-1' });
    await world.closes(leaseEnvelopeReference('app-1'), 'voided');
    await world.signingStatus.execute({ user: ada, applicationId: 'app-1' });
    expect(world.eSignature.sent).toBe(1);
    expect(world.stored('app-1')?.journey.leaseEnvelopeId).toBe(envelopeId);
  });
});

describe('both officers polling at once (decision 1707)', () => {
  it('answers both finished when the last signature is in, and records completion once', async () => {
    const world = aContractSigningWorld([profile()]);
    await world.add(anApprovedApplication());
    await world.signingStatus.execute({ user: ada, applicationId: 'app-1' });
    const envelopeId = world.stored('app-1')!.journey.leaseEnvelopeId!;
    await world.signs(envelopeId, '1');
    await world.signs(envelopeId, '2');
    const answers = await Promise.all([
      world.signingStatus.execute({ user: ada, applicationId: 'app-1' }),
      world.signingStatus.execute({ user: sam, applicationId: 'app-1' }),
    ]);
    for (const answer of answers) expect(answer).toMatchObject({ ok: true, value: { finished: true } });
    const actions = world.unitOfWork.audit.map((entry) => entry.action);
    expect(actions.filter((action) => action === 'application.lease-signed')).toHaveLength(1);
  });
});
