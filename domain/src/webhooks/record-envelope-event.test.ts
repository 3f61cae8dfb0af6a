import type { ApplicationJourney } from '../application/application-journey';
import type { VehicleApplication } from '../application/vehicle-application';
import { leaseEnvelopeReference } from '../contract-signing/lease-envelope';
import { RecordLeaseSigning } from '../contract-signing/record-lease-signing';
import { FactsAsTextRenderer } from '../documents/testing/facts-as-text-renderer';
import type { NewEnvelope } from '../e-signature/envelope';
import { InMemoryESignature } from '../e-signature/testing/in-memory-e-signature';
import type { QueuedJob } from '../jobs/job-queue.port';
import { quoteEnvelopeReference } from '../lease-application/quote-envelope';
import { RecordQuoteSignature } from '../lease-application/record-quote-signature';
import { InMemoryUnitOfWork } from '../lease-application/testing/in-memory-unit-of-work';
import { envelopePurposeOf } from '../e-signature/envelope-reference';
import { ENVELOPE_EVENT_JOB, RecordEnvelopeEvent, type EnvelopeEventPayload } from './record-envelope-event';

const officer = { userId: 'ada', firstName: 'Ada', lastName: 'Officer', email: 'ada@haulage.example' };

function anApplication(applicationId: string, journey: Partial<ApplicationJourney>): VehicleApplication {
  return {
    applicationId,
    applicationType: 'standard',
    orgId: 'fleet-co',
    orgUserId: 'ada',
    journey: { primaryApplicant: officer, ...journey } as ApplicationJourney,
    createdAt: '2026-05-01T08:00:00.000Z',
    updatedAt: '2026-05-01T08:00:00.000Z',
  };
}

const envelopeFor = (reference: string): NewEnvelope => ({
  reference,
  emailSubject: 'Please sign',
  documents: [{ documentId: '1', name: 'Document.pdf', pdf: new Uint8Array([1]) }],
  signers: [{ recipientId: '1', ...officer, name: 'Ada Officer', routingOrder: 1, clientUserId: 'ada' }],
  witnesses: [],
});

function aWorld() {
  const unitOfWork = new InMemoryUnitOfWork();
  const eSignature = new InMemoryESignature();
  const clock = { now: () => new Date('2026-06-01T09:00:00.000Z') };
  const handler = new RecordEnvelopeEvent({
    eSignature,
    recordQuoteSignature: new RecordQuoteSignature({
      applications: { ofUser: async () => [] },
      orgProfiles: { ofId: async () => undefined },
      renderer: new FactsAsTextRenderer(),
      eSignature,
      unitOfWork,
      clock,
    }),
    recordLeaseSigning: new RecordLeaseSigning({ unitOfWork, clock }),
  });
  let jobs = 0;
  const run = (envelopeId: string, event = 'envelope-completed', said: Partial<EnvelopeEventPayload> = {}) =>
    handler.run({
      id: String(++jobs),
      kind: ENVELOPE_EVENT_JOB,
      key: `event-${jobs}`,
      payload: { envelopeId, event, ...said },
      attempts: 1,
    } satisfies QueuedJob);
  const reads = jest.spyOn(eSignature, 'envelope');
  return {
    unitOfWork,
    eSignature,
    run,
    /** How often the job asked the service. */
    reads: () => reads.mock.calls.length,
    add: (application: VehicleApplication) => unitOfWork.run((tx) => tx.leaseApplications.add(application)),
    stored: (applicationId: string) => unitOfWork.applications.get(applicationId)?.value,
    audited: (action: string) => unitOfWork.audit.filter((entry) => entry.action === action),
  };
}

describe('an envelope event, run as a job', () => {
  it('finishes the application once its lease envelope is completed, once, however often the job runs', async () => {
    const world = aWorld();
    const { envelopeId } = await world.eSignature.sendEnvelope(envelopeFor(leaseEnvelopeReference('app-1')));
    await world.add(
      anApplication('app-1', {
        status: 'reviewAndSignContract',
        statusCreditCheck: 'approved',
        quoteSignature: 'completed',
        leaseEnvelopeId: envelopeId,
      }),
    );

    await world.run(envelopeId, 'recipient-completed');
    expect(world.stored('app-1')?.journey.status).toBe('reviewAndSignContract');

    world.eSignature.sign(envelopeId, '1');
    await world.run(envelopeId);
    await world.run(envelopeId);
    expect(world.stored('app-1')?.journey.status).toBe('finished');
    expect(world.audited('application.lease-signed')).toHaveLength(1);
  });

  it('marks the quote signed and moves to business details once its envelope is completed, once', async () => {
    const world = aWorld();
    const { envelopeId } = await world.eSignature.sendEnvelope(envelopeFor(quoteEnvelopeReference('app-2')));
    await world.add(anApplication('app-2', { status: 'reviewQuote', quoteSignature: 'created' }));

    await world.run(envelopeId, 'envelope-sent');
    expect(world.stored('app-2')?.journey.quoteSignature).toBe('created');

    world.eSignature.sign(envelopeId, '1');
    // Two runs at once: the one that loses the write reads the application again and finds it signed.
    const both = await Promise.allSettled([world.run(envelopeId), world.run(envelopeId)]);
    expect(both.filter(({ status }) => status === 'fulfilled')).toHaveLength(2);
    expect(world.stored('app-2')?.journey).toMatchObject({
      status: 'businessDetails',
      quoteSignature: 'completed',
    });
    expect(world.audited('application.quote-signed')).toEqual([
      expect.objectContaining({ actor: 'system', applicationId: 'app-2' }),
    ]);
  });

  it('changes nothing for an envelope the service does not know, or one that is not ours', async () => {
    const world = aWorld();
    const foreign = await world.eSignature.sendEnvelope(envelopeFor('someone-else'));
    world.eSignature.sign(foreign.envelopeId, '1');
    await world.add(anApplication('app-3', { status: 'reviewQuote', quoteSignature: 'created' }));

    await world.run('no-such-envelope');
    await world.run(foreign.envelopeId);
    expect(world.stored('app-3')?.journey.quoteSignature).toBe('created');
    expect(world.unitOfWork.audit).toEqual([]);
  });

  it('records nothing for a declined lease envelope: the signing screen replaces it (decision 1706)', async () => {
    const world = aWorld();
    const { envelopeId } = await world.eSignature.sendEnvelope(envelopeFor(leaseEnvelopeReference('app-4')));
    await world.add(
      anApplication('app-4', {
        status: 'reviewAndSignContract',
        statusCreditCheck: 'approved',
        leaseEnvelopeId: envelopeId,
      }),
    );
    world.eSignature.finish(leaseEnvelopeReference('app-4'), 'declined');
    await world.run(envelopeId, 'envelope-declined');
    expect(world.stored('app-4')?.journey).toMatchObject({
      status: 'reviewAndSignContract',
      leaseEnvelopeId: envelopeId,
    });
  });
});

describe("an envelope event carrying our reference, recorded on DocuSign's word alone (decision 2108)", () => {
  const signer = (recipientId: string, routingOrder: number, email: string) => ({
    recipientId,
    name: 'Officer',
    email,
    routingOrder,
    clientUserId: recipientId,
  });

  it('records each recipient as Connect tells it, finishes the lease with the last, and asks DocuSign nothing', async () => {
    const world = aWorld();
    const reference = leaseEnvelopeReference('app-5');
    const { envelopeId } = await world.eSignature.sendEnvelope({
      ...envelopeFor(reference),
      signers: [signer('1', 1, 'ada@haulage.example'), signer('2', 2, 'sam@haulage.example')],
    });
    await world.add(
      anApplication('app-5', {
        status: 'reviewAndSignContract',
        statusCreditCheck: 'approved',
        quoteSignature: 'completed',
        leaseEnvelopeId: envelopeId,
      }),
    );

    await world.run(envelopeId, 'recipient-completed', { reference, recipientId: '1' });
    await world.run(envelopeId, 'recipient-completed', { reference, recipientId: '1' });
    expect(world.stored('app-5')?.journey.envelopeProgress?.lease).toMatchObject({
      envelopeId,
      status: 'delivered',
      recipients: [{ recipientId: '1', status: 'completed' }],
    });
    expect(world.stored('app-5')?.journey.status).toBe('reviewAndSignContract');

    await world.run(envelopeId, 'recipient-completed', { reference, recipientId: '2' });
    await world.run(envelopeId, 'envelope-completed', { reference });
    expect(world.stored('app-5')?.journey.status).toBe('finished');
    expect(world.audited('application.lease-signed')).toHaveLength(1);
    expect(world.reads()).toBe(0);
  });

  it('records a declined lease envelope for the signing screen to replace, and a decline of the quote', async () => {
    const world = aWorld();
    const lease = await world.eSignature.sendEnvelope(envelopeFor(leaseEnvelopeReference('app-6')));
    await world.add(
      anApplication('app-6', {
        status: 'reviewAndSignContract',
        statusCreditCheck: 'approved',
        leaseEnvelopeId: lease.envelopeId,
      }),
    );
    await world.run(lease.envelopeId, 'recipient-declined', {
      reference: leaseEnvelopeReference('app-6'),
      recipientId: '1',
    });
    expect(world.stored('app-6')?.journey).toMatchObject({
      status: 'reviewAndSignContract',
      leaseEnvelopeId: lease.envelopeId,
      envelopeProgress: { lease: { status: 'declined' } },
    });

    const quote = await world.eSignature.sendEnvelope(envelopeFor(quoteEnvelopeReference('app-7')));
    await world.add(anApplication('app-7', { status: 'reviewQuote', quoteSignature: 'created' }));
    await world.run(quote.envelopeId, 'envelope-declined', { reference: quoteEnvelopeReference('app-7') });
    expect(world.stored('app-7')?.journey).toMatchObject({
      status: 'reviewQuote',
      quoteSignature: 'created',
      envelopeProgress: { quote: { status: 'declined' } },
    });
    expect(world.reads()).toBe(0);
  });

  it('changes nothing for an event it does not record, or a reference that is not ours', async () => {
    const world = aWorld();
    const { envelopeId } = await world.eSignature.sendEnvelope(envelopeFor(quoteEnvelopeReference('app-8')));
    await world.add(anApplication('app-8', { status: 'reviewQuote', quoteSignature: 'created' }));
    await world.run(envelopeId, 'recipient-delivered', {
      reference: quoteEnvelopeReference('app-8'),
      recipientId: '1',
    });
    await world.run(envelopeId, 'envelope-completed', { reference: 'someone-else' });
    expect(world.stored('app-8')?.journey.envelopeProgress).toBeUndefined();
    expect(world.unitOfWork.audit).toEqual([]);
    expect(world.reads()).toBe(0);
  });
});

describe('what an envelope is for, by its reference', () => {
  it('reads back the references the quote and the lease envelopes are sent under', () => {
    expect(envelopePurposeOf(quoteEnvelopeReference('a-1'))).toEqual({
      kind: 'quote',
      applicationId: 'a-1',
      attempt: 1,
    });
    expect(envelopePurposeOf(leaseEnvelopeReference('a-1'))).toEqual({
      kind: 'lease',
      applicationId: 'a-1',
      attempt: 1,
    });
    expect(envelopePurposeOf(leaseEnvelopeReference('a-1', 3))).toEqual({
      kind: 'lease',
      applicationId: 'a-1',
      attempt: 3,
    });
    expect(envelopePurposeOf('a-1:quote:2')).toBeUndefined();
    expect(envelopePurposeOf('a-1:guarantee')).toBeUndefined();
    expect(envelopePurposeOf(':quote')).toBeUndefined();
  });
});
