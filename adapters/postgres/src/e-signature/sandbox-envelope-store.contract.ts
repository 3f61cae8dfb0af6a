import type { NewEnvelope } from '@lease-portal/domain';
import type { Database } from '../database';
import type { DatabaseFactory } from '../repositories.contract';
import { uniqueId } from '../testing/builders';
import { PostgresSandboxEnvelopeStore } from './postgres-sandbox-envelope-store';
import { withTestDatabase } from '../testing/test-database';

const at = '2026-11-23T10:00:00.000Z';
const later = '2026-11-23T10:01:00.000Z';

function anEnvelope(overrides: Partial<NewEnvelope> = {}): NewEnvelope {
  return {
    reference: `${uniqueId('app')}:lease`,
    emailSubject: 'Your lease documents',
    documents: [
      { documentId: '1', name: 'Master Lease Agreement.pdf', pdf: new Uint8Array([37, 80, 68, 70, 0, 255]) },
      { documentId: '2', name: 'Direct Debit.pdf', pdf: new Uint8Array([37, 80, 68, 70]) },
    ],
    signers: [
      {
        recipientId: '1',
        name: 'Priya Raman',
        email: 'Priya@Example.com',
        routingOrder: 1,
        clientUserId: 'u1',
      },
    ],
    witnesses: [
      {
        recipientId: '2',
        name: 'Wendy',
        email: 'wendy@example.com',
        routingOrder: 2,
        clientUserId: 'w',
        roleName: 'Witness',
        witnessFor: '1',
      },
    ],
    ...overrides,
  };
}

export function describeSandboxEnvelopeStore(engine: string, factory: DatabaseFactory): void {
  describe(`PostgresSandboxEnvelopeStore on ${engine}`, () => {
    let db: Database;
    let store: PostgresSandboxEnvelopeStore;

    withTestDatabase(factory, async (opened) => {
      db = opened;
      store = new PostgresSandboxEnvelopeStore(db);
    });

    it('keeps an envelope with its recipients, documents and statuses', async () => {
      const envelope = anEnvelope();
      const stored = await store.add(envelope, at);
      expect(stored).toEqual({
        envelopeId: expect.stringMatching(/^ENV-\d{6}$/),
        reference: envelope.reference,
        status: 'sent',
        signers: [
          {
            recipientId: '1',
            name: 'Priya Raman',
            email: 'Priya@Example.com',
            routingOrder: 1,
            clientUserId: 'u1',
            status: 'sent',
          },
        ],
        witnesses: [
          {
            recipientId: '2',
            name: 'Wendy',
            email: 'wendy@example.com',
            routingOrder: 2,
            clientUserId: 'w',
            roleName: 'Witness',
            witnessFor: '1',
            status: 'sent',
          },
        ],
      });
      expect(await store.documents(stored.envelopeId)).toEqual(envelope.documents);
      expect(await store.recipientIdOf(stored.envelopeId, 'u1', 'priya@example.com')).toBe('1');
      expect(await store.recipientIdOf(stored.envelopeId, 'u1', 'wendy@example.com')).toBeUndefined();
      await store.setRecipientStatus(stored.envelopeId, '1', 'completed', later);
      await store.setRecipientStatus(stored.envelopeId, '2', 'completed', later);
      const signed = await store.ofId(stored.envelopeId);
      expect(signed?.status).toBe('completed');
      // When each signed, for the signed copy's stamp (decision 2091); before, no day (above).
      expect(signed?.signers.map((s) => s.signedAt)).toEqual([later]);
      expect(signed?.witnesses.map((w) => w.signedAt)).toEqual([later]);
    });

    it('answers the first envelope for a reference, even to requests at the same moment', async () => {
      const envelope = anEnvelope();
      const results = await Promise.all(Array.from({ length: 8 }, () => store.add(envelope, at)));
      expect(new Set(results.map((r) => r.envelopeId)).size).toBe(1);
      const [{ count }] = (await db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM e_signature_sandbox_envelopes WHERE reference = $1',
        [envelope.reference],
      )) as [{ count: number }];
      expect(count).toBe(1);
    });

    it('opens a view once, before it expires, and finishes it once', async () => {
      const { envelopeId } = await store.add(anEnvelope(), at);
      const view = {
        envelopeId,
        recipientId: '1',
        returnUrl: 'https://au.example.com/x',
        expiresAt: '2026-11-23T10:05:00.000Z',
      };
      const digest = uniqueId('digest');
      await store.issueView(digest, view);
      expect(await store.finishView(digest, later)).toBeUndefined();
      const opened = await Promise.all([store.openView(digest, later), store.openView(digest, later)]);
      expect(opened.filter(Boolean)).toEqual([{ ...view, openedAt: later }]);
      expect((await store.ofId(envelopeId))?.status).toBe('delivered');
      expect(await store.activeView(digest)).toEqual({ ...view, openedAt: later });
      expect(await store.finishView(digest, later)).toEqual({ ...view, openedAt: later, finishedAt: later });
      expect(await store.finishView(digest, later)).toBeUndefined();
      expect(await store.activeView(digest)).toBeUndefined();

      const expired = uniqueId('digest');
      await store.issueView(expired, view);
      expect(await store.openView(expired, '2026-11-23T10:05:00.000Z')).toBeUndefined();
      expect(await store.openView('unknown', later)).toBeUndefined();
    });

    it('corrects the name and address of a recipient who has not signed, and of nobody else', async () => {
      const { envelopeId } = await store.add(anEnvelope(), '2026-11-23T10:00:00.000Z');
      const at = '2026-11-23T10:01:00.000Z';
      expect(
        await store.correctRecipient(
          envelopeId,
          '2',
          { name: 'Wendy Witness', email: 'wendy@neighbours.example' },
          at,
        ),
      ).toBe(true);
      expect((await store.ofId(envelopeId))?.witnesses[0]).toMatchObject({
        name: 'Wendy Witness',
        email: 'wendy@neighbours.example',
      });
      expect(await store.recipientIdOf(envelopeId, 'w', 'wendy@neighbours.example')).toBe('2');
      await store.setRecipientStatus(envelopeId, '2', 'completed', at);
      expect(
        await store.correctRecipient(
          envelopeId,
          '2',
          { name: 'Someone Else', email: 'else@example.com' },
          at,
        ),
      ).toBe(false);
      expect(
        await store.correctRecipient(envelopeId, '9', { name: 'Nobody', email: 'nobody@example.com' }, at),
      ).toBe(false);
      expect((await store.ofId(envelopeId))?.witnesses[0]?.name).toBe('Wendy Witness');
    });

    it("keeps a recipient's tabs, and gives their text tabs the values a correction names (decision 2098)", async () => {
      const tabs = [
        { kind: 'fullName', tabLabel: 'witnessName', anchorString: '\\witness_name\\' },
        { kind: 'text', tabLabel: 'witnessAddress', anchorString: '\\witness_address\\' },
      ] as const;
      const envelope = anEnvelope();
      const { envelopeId } = await store.add(
        { ...envelope, witnesses: envelope.witnesses.map((witness) => ({ ...witness, tabs: [...tabs] })) },
        '2026-11-23T10:00:00.000Z',
      );
      const state = await store.ofId(envelopeId);
      expect(state?.witnesses[0]?.tabs).toEqual(tabs);
      expect(state?.signers[0]?.tabs).toBeUndefined();
      const tabValues = { witnessAddress: '12 Kauri Road, Auckland 1010', unknownLabel: 'ignored' };
      await store.correctRecipient(
        envelopeId,
        '2',
        { name: 'Wendy Witness', email: 'wendy@neighbours.example', tabValues },
        '2026-11-23T10:01:00.000Z',
      );
      expect((await store.ofId(envelopeId))?.witnesses[0]?.tabs).toEqual([
        tabs[0],
        { ...tabs[1], value: '12 Kauri Road, Auckland 1010' },
      ]);
    });

    it('voids an envelope in progress once, and none completed or declined (decision 2108)', async () => {
      const { envelopeId } = await store.add(anEnvelope(), at);
      const both = await Promise.all([
        store.voidEnvelope(envelopeId, 'The lease was withdrawn.', later),
        store.voidEnvelope(envelopeId, 'The lease was withdrawn.', later),
      ]);
      expect(both.filter(Boolean)).toHaveLength(1);
      expect((await store.ofId(envelopeId))?.status).toBe('voided');
      const [kept] = await db.query<{ voided_reason: string }>(
        'SELECT voided_reason FROM e_signature_sandbox_envelopes WHERE envelope_id = $1',
        [envelopeId],
      );
      expect(kept?.voided_reason).toBe('The lease was withdrawn.');

      const completed = await store.add(anEnvelope(), at);
      await store.setRecipientStatus(completed.envelopeId, '1', 'completed', later);
      await store.setRecipientStatus(completed.envelopeId, '2', 'completed', later);
      const declined = await store.add(anEnvelope(), at);
      await store.setRecipientStatus(declined.envelopeId, '1', 'declined', later);
      for (const closed of [completed, declined])
        expect(await store.voidEnvelope(closed.envelopeId, 'Too late.', later)).toBe(false);
      expect((await store.ofId(completed.envelopeId))?.status).toBe('completed');
      expect((await store.ofId(declined.envelopeId))?.status).toBe('declined');
      expect(await store.voidEnvelope('ENV-999999', 'Why.', later)).toBe(false);
    });

    it('answers an envelope without recipients with empty lists, its recipients read with it', async () => {
      const stored = await store.add(anEnvelope({ signers: [], witnesses: [] }), at);
      expect(await store.ofId(stored.envelopeId)).toEqual({ ...stored, signers: [], witnesses: [] });
    });

    it('knows no envelope it was not given', async () => {
      expect(await store.ofId('ENV-999999')).toBeUndefined();
      expect(await store.documents('ENV-999999')).toEqual([]);
    });
  });
}
