import type { Clock, NewEnvelope } from '@lease-portal/domain';
import { InMemorySandboxEnvelopeStore } from '@lease-portal/domain/src/e-signature/testing/in-memory-sandbox-envelope-store';
import { NodeCryptoSecretTokens } from '../crypto';
import { SandboxESignature } from './sandbox-e-signature';

class SettableClock implements Clock {
  constructor(public at = new Date('2026-11-23T10:00:00.000Z')) {}
  now() {
    return this.at;
  }
  advanceMinutes(minutes: number) {
    this.at = new Date(this.at.getTime() + minutes * 60_000);
  }
}

const pdf = new TextEncoder().encode('%PDF-1.7 sandbox');

function anEnvelope(overrides: Partial<NewEnvelope> = {}): NewEnvelope {
  return {
    reference: 'app-1:lease',
    emailSubject: 'Your lease documents',
    documents: [{ documentId: '1', name: 'Master Lease Agreement.pdf', pdf }],
    signers: [
      {
        recipientId: '1',
        name: 'Priya Raman',
        email: 'priya@example.com',
        routingOrder: 1,
        clientUserId: 'user-1',
      },
      {
        recipientId: '2',
        name: 'Tom Avery',
        email: 'tom@example.com',
        routingOrder: 2,
        clientUserId: 'user-2',
      },
    ],
    witnesses: [],
    ...overrides,
  };
}

const viewFor = (clientUserId: string, email: string) => ({
  clientUserId,
  name: 'ignored',
  email,
  returnUrl: 'https://au.example.com/applications/app-1/quotesign-mla?step=2',
});
const tokenOf = (url: string) => url.split('/').pop()!;

describe('the sandbox e-signature service', () => {
  let clock: SettableClock;
  let service: SandboxESignature;

  beforeEach(() => {
    clock = new SettableClock();
    service = new SandboxESignature(new InMemorySandboxEnvelopeStore(), new NodeCryptoSecretTokens(), clock);
  });

  it('sends one envelope per reference, however often it is asked', async () => {
    const first = await service.sendEnvelope(anEnvelope());
    const again = await service.sendEnvelope(anEnvelope());
    expect(again.envelopeId).toBe(first.envelopeId);
    expect(first).toMatchObject({ status: 'sent', reference: 'app-1:lease' });
    expect(first.signers.map((s) => s.status)).toEqual(['sent', 'sent']);
  });

  it('refuses an envelope without signers or documents, or with a witness before their signer', async () => {
    await expect(service.sendEnvelope(anEnvelope({ signers: [] }))).rejects.toMatchObject({
      code: 'INVALID_REQUEST_PARAMETER',
    });
    await expect(service.sendEnvelope(anEnvelope({ documents: [] }))).rejects.toMatchObject({
      code: 'INVALID_REQUEST_PARAMETER',
    });
    const early = {
      recipientId: '3',
      name: 'W',
      email: 'w@example.com',
      routingOrder: 1,
      clientUserId: 'w',
      roleName: 'Witness',
      witnessFor: '1',
    };
    await expect(service.sendEnvelope(anEnvelope({ witnesses: [early] }))).rejects.toMatchObject({
      code: 'INVALID_REQUEST_PARAMETER',
    });
  });

  it('lets signers sign in routing order only, each in a view of their own', async () => {
    const { envelopeId } = await service.sendEnvelope(anEnvelope());
    await expect(
      service.recipientView(envelopeId, viewFor('user-2', 'tom@example.com')),
    ).rejects.toMatchObject({
      code: 'RECIPIENT_NOT_IN_SEQUENCE',
    });
    const primary = await service.recipientView(envelopeId, viewFor('user-1', 'PRIYA@example.com'));
    const opened = await service.openSigningView(tokenOf(primary.url));
    expect(opened?.recipient.name).toBe('Priya Raman');
    expect(opened?.documents.map((d) => d.name)).toEqual(['Master Lease Agreement.pdf']);
    expect((await service.signingDocument(tokenOf(primary.url), '1'))?.pdf).toEqual(pdf);
    expect(await service.signingDocument(tokenOf(primary.url), '9')).toBeUndefined();
    expect(await service.finishSigning(tokenOf(primary.url), 'sign')).toBe(
      'https://au.example.com/applications/app-1/quotesign-mla?step=2&event=signing_complete',
    );
    expect((await service.envelope(envelopeId))?.status).toBe('delivered');

    const secondary = await service.recipientView(envelopeId, viewFor('user-2', 'tom@example.com'));
    await service.openSigningView(tokenOf(secondary.url));
    await service.finishSigning(tokenOf(secondary.url), 'sign');
    const done = await service.envelope(envelopeId);
    expect(done?.status).toBe('completed');
    expect(done?.signers.map((s) => s.status)).toEqual(['completed', 'completed']);
    await expect(
      service.recipientView(envelopeId, viewFor('user-1', 'priya@example.com')),
    ).rejects.toMatchObject({
      code: 'ENVELOPE_NOT_IN_PROGRESS',
    });
  });

  it('refuses a view for someone who is not a recipient', async () => {
    const { envelopeId } = await service.sendEnvelope(anEnvelope());
    await expect(
      service.recipientView(envelopeId, viewFor('user-1', 'tom@example.com')),
    ).rejects.toMatchObject({
      code: 'UNKNOWN_ENVELOPE_RECIPIENT',
    });
    await expect(
      service.recipientView('no-such-envelope', viewFor('user-1', 'priya@example.com')),
    ).rejects.toMatchObject({
      code: 'ENVELOPE_DOES_NOT_EXIST',
    });
  });

  it('opens a view once only, and not after its five minutes', async () => {
    const { envelopeId } = await service.sendEnvelope(anEnvelope());
    const used = await service.recipientView(envelopeId, viewFor('user-1', 'priya@example.com'));
    expect(await service.openSigningView(tokenOf(used.url))).toBeDefined();
    expect(await service.openSigningView(tokenOf(used.url))).toBeUndefined();

    const late = await service.recipientView(envelopeId, viewFor('user-1', 'priya@example.com'));
    clock.advanceMinutes(5);
    expect(await service.openSigningView(tokenOf(late.url))).toBeUndefined();
    expect(await service.openSigningView('forged-token')).toBeUndefined();
  });

  it('records a choice once, and only in a view that was opened', async () => {
    const { envelopeId } = await service.sendEnvelope(anEnvelope());
    const view = await service.recipientView(envelopeId, viewFor('user-1', 'priya@example.com'));
    expect(await service.finishSigning(tokenOf(view.url), 'sign')).toBeUndefined();
    await service.openSigningView(tokenOf(view.url));
    expect(await service.finishSigning(tokenOf(view.url), 'decline')).toContain('event=decline');
    expect(await service.finishSigning(tokenOf(view.url), 'sign')).toBeUndefined();
    expect(await service.signingDocument(tokenOf(view.url), '1')).toBeUndefined();
    expect((await service.envelope(envelopeId))?.status).toBe('declined');
  });

  it('lets a cancelled view be asked for again', async () => {
    const { envelopeId } = await service.sendEnvelope(anEnvelope());
    const view = await service.recipientView(envelopeId, viewFor('user-1', 'priya@example.com'));
    await service.openSigningView(tokenOf(view.url));
    expect(await service.finishSigning(tokenOf(view.url), 'cancel')).toContain('event=cancel');
    const again = await service.recipientView(envelopeId, viewFor('user-1', 'priya@example.com'));
    expect((await service.openSigningView(tokenOf(again.url)))?.recipient.status).toBe('delivered');
  });

  it('voids an envelope in progress as DocuSign does: its views close, Connect hears it, a closed one is refused', async () => {
    const heard: string[] = [];
    service.setEventListener({
      envelopeChanged: (envelope, event) => heard.push(`${event} ${envelope.status}`),
    });
    const { envelopeId } = await service.sendEnvelope(anEnvelope());
    const open = await service.recipientView(envelopeId, viewFor('user-1', 'priya@example.com'));
    const unopened = await service.recipientView(envelopeId, viewFor('user-1', 'priya@example.com'));
    await service.openSigningView(tokenOf(open.url));

    await service.voidEnvelope(envelopeId, 'The lease was withdrawn.');
    expect((await service.envelope(envelopeId))?.status).toBe('voided');
    expect(heard).toEqual(['envelope-voided voided']);
    expect(await service.finishSigning(tokenOf(open.url), 'sign')).toBeUndefined();
    expect(await service.openSigningView(tokenOf(unopened.url))).toBeUndefined();
    expect((await service.envelope(envelopeId))?.signers.map((s) => s.status)).toEqual(['delivered', 'sent']);
    await expect(
      service.recipientView(envelopeId, viewFor('user-1', 'priya@example.com')),
    ).rejects.toMatchObject({ code: 'ENVELOPE_NOT_IN_PROGRESS' });
    await expect(service.voidEnvelope(envelopeId, 'Again.')).rejects.toMatchObject({
      code: 'ENVELOPE_NOT_IN_PROGRESS',
    });
    await expect(service.voidEnvelope('no-such-envelope', 'Why.')).rejects.toMatchObject({
      code: 'ENVELOPE_DOES_NOT_EXIST',
    });
  });

  it('refuses to void an envelope everyone signed or someone declined', async () => {
    const signed = await service.sendEnvelope(anEnvelope({ signers: [anEnvelope().signers[0]!] }));
    const view = await service.recipientView(signed.envelopeId, viewFor('user-1', 'priya@example.com'));
    await service.openSigningView(tokenOf(view.url));
    await service.finishSigning(tokenOf(view.url), 'sign');
    await expect(service.voidEnvelope(signed.envelopeId, 'Too late.')).rejects.toMatchObject({
      code: 'ENVELOPE_NOT_IN_PROGRESS',
    });
    expect((await service.envelope(signed.envelopeId))?.status).toBe('completed');

    const declined = await service.sendEnvelope(anEnvelope({ reference: 'app-2:lease' }));
    const refusal = await service.recipientView(declined.envelopeId, viewFor('user-1', 'priya@example.com'));
    await service.openSigningView(tokenOf(refusal.url));
    await service.finishSigning(tokenOf(refusal.url), 'decline');
    await expect(service.voidEnvelope(declined.envelopeId, 'Too late.')).rejects.toMatchObject({
      code: 'ENVELOPE_NOT_IN_PROGRESS',
    });
    expect((await service.envelope(declined.envelopeId))?.status).toBe('declined');
  });

  it('has a witness sign after the signer they witness', async () => {
    const witness = {
      recipientId: '3',
      name: 'Wendy Witness',
      email: 'wendy@example.com',
      routingOrder: 2,
      clientUserId: 'wendy',
      roleName: 'Witness',
      witnessFor: '1',
    };
    const { envelopeId } = await service.sendEnvelope(
      anEnvelope({ signers: [anEnvelope().signers[0]!], witnesses: [witness] }),
    );
    await expect(
      service.recipientView(envelopeId, viewFor('wendy', 'wendy@example.com')),
    ).rejects.toMatchObject({
      code: 'RECIPIENT_NOT_IN_SEQUENCE',
    });
    const primary = await service.recipientView(envelopeId, viewFor('user-1', 'priya@example.com'));
    await service.openSigningView(tokenOf(primary.url));
    await service.finishSigning(tokenOf(primary.url), 'sign');
    const witnessView = await service.recipientView(envelopeId, viewFor('wendy', 'wendy@example.com'));
    await service.openSigningView(tokenOf(witnessView.url));
    await service.finishSigning(tokenOf(witnessView.url), 'sign');
    expect(await service.envelope(envelopeId)).toMatchObject({
      status: 'completed',
      witnesses: [{ roleName: 'Witness', status: 'completed', witnessFor: '1' }],
    });
  });
});
