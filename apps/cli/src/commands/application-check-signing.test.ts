import { NodeCryptoSecretTokens, SandboxESignature } from '@lease-portal/partners';
import { PostgresSandboxEnvelopeStore } from '@lease-portal/postgres';
import { applicationWrites } from '@lease-portal/postgres/src/testing/application-writes';
import { EXIT_CODES } from '../exit-codes';
import { commandRunner } from '../testing/run-command';
import { openSupportDesk, testEngines, type SupportDesk } from '../testing/support-desk';

describe.each(testEngines())('lease-admin application check-signing on %s', (_engine, openDb) => {
  let desk: SupportDesk;
  let eSignature: SandboxESignature;
  let applicationId: string;
  let userId: string;
  let envelopeId: string;

  beforeAll(async () => {
    desk = await openSupportDesk(openDb);
    desk.as(await desk.enrol('Sam Support', 'support'));
    ({ applicationId, userId } = await desk.json<{ applicationId: string; userId: string }>(
      ...['application', 'create', '--org', 'org-au-demo', '--first-name', 'Jordan', '--last-name', 'Quill'],
      ...['--email', 'jordan@acme.example', '--mobile', '0412345678', '--make', 'Toyota', '--model', 'HiLux'],
      ...['--drive-away-price', '58990', '--monthly-rental', '1120.50', '--term', '48'],
      ...['--quote-ref', 'Q-SIGN-1', '--signing', 'electronic', '--yes', '--json'],
    ));
    // The portal's own sandbox, on the same database: the envelope the lease was sent in.
    eSignature = new SandboxESignature(
      new PostgresSandboxEnvelopeStore(desk.db),
      new NodeCryptoSecretTokens(),
      {
        now: () => new Date(),
      },
    );
    ({ envelopeId } = await eSignature.sendEnvelope({
      reference: `${applicationId}:lease`,
      emailSubject: 'Your lease documents',
      documents: [
        { documentId: '1', name: 'Master Lease Agreement.pdf', pdf: new TextEncoder().encode('%PDF-1.7') },
      ],
      signers: [
        {
          recipientId: '1',
          name: 'Jordan Quill',
          email: 'jordan@acme.example',
          routingOrder: 1,
          clientUserId: userId,
        },
      ],
      witnesses: [],
    }));
    const stored = (await desk.services.applications.ofId(applicationId))!;
    await applicationWrites(desk.db).update(
      {
        ...stored.value,
        journey: {
          ...stored.value.journey,
          status: 'reviewAndSignContract',
          leaseEnvelopeId: envelopeId,
        },
      },
      stored.version,
      { actor: 'system', action: 'application.lease-envelope.created', at: new Date().toISOString() },
    );
  }, 120_000);

  afterAll(() => desk.close(), 120_000);

  const statusNow = async () => (await desk.services.applications.ofId(applicationId))?.value.journey.status;

  it('moves nothing while the service says someone has not signed', async () => {
    const checked = await desk.run('application', 'check-signing', applicationId);
    expect(checked).toMatchObject({ exitCode: 0 });
    expect(checked.stdout).toBe(
      `Lease envelope ${envelopeId}: sent.\n  Jordan Quill: sent\nNot everyone has signed: nothing moved.\n`,
    );
    expect(await statusNow()).toBe('reviewAndSignContract');
  });

  it('finishes the application once the service says everyone signed, on its word, in the trail', async () => {
    const view = await eSignature.recipientView(envelopeId, {
      clientUserId: userId,
      name: 'Jordan Quill',
      email: 'jordan@acme.example',
      returnUrl: 'https://au.localhost/applications/x/quotesign-mla?step=2',
    });
    // As the signer's browser does: open the signing page, then sign.
    const token = view.url.split('/').pop()!;
    await eSignature.openSigningView(token);
    await eSignature.finishSigning(token, 'sign');
    // It asks before it finishes the application: a no leaves it where it stands.
    const asked: string[] = [];
    const declining = Object.create(desk.services, {
      confirm: { value: async (question: string) => asked.push(question) < 0 },
    }) as typeof desk.services;
    const refused = await commandRunner(async () => declining)('application', 'check-signing', applicationId);
    expect(refused.exitCode).toBe(EXIT_CODES.CANCELLED);
    expect(asked).toEqual([
      `Everyone has signed, the e-signature service says: record it, which finishes application ${applicationId}?`,
    ]);
    expect(refused.stdout).toContain('  Jordan Quill: completed');
    expect(await statusNow()).toBe('reviewAndSignContract');
    const checked = await desk.json<{ finished: boolean; envelopeStatus: string }>(
      ...['application', 'check-signing', applicationId, '--yes', '--json'],
    );
    expect(checked).toMatchObject({ finished: true, envelopeStatus: 'completed' });
    expect(await statusNow()).toBe('finished');
    const actions = (await desk.services.auditTrail.ofApplication(applicationId)).map((e) => [
      e.actor.split(':')[0],
      e.action,
    ]);
    expect(actions.slice(-3)).toEqual([
      ['system', 'application.lease-signed'],
      ['system', 'application.status.changed'],
      ['staff', 'application.lease-signing.checked'],
    ]);
  });

  it('says when no lease envelope was sent, or there is no such application', async () => {
    const other = await desk.json<{ applicationId: string }>(
      ...['application', 'create', '--org', 'org-au-demo', '--first-name', 'Sam', '--last-name', 'Lee'],
      ...['--email', 'sam@acme.example', '--mobile', '0412345679', '--make', 'Toyota', '--model', 'HiLux'],
      ...['--drive-away-price', '58990', '--monthly-rental', '1120.50', '--term', '48'],
      ...['--quote-ref', 'Q-SIGN-2', '--signing', 'electronic', '--yes', '--json'],
    );
    expect(await desk.run('application', 'check-signing', other.applicationId)).toMatchObject({
      exitCode: EXIT_CODES.NOT_ALLOWED,
      message: 'No lease envelope was sent for this application.',
    });
    expect(await desk.run('application', 'check-signing', 'app-nobody')).toMatchObject({
      exitCode: EXIT_CODES.NOT_FOUND,
    });
  });
});
