import type { EnvelopeState } from './envelope';
import { readIsDue, recordedFromRead, withEnvelopeEvent, type RecordedEnvelope } from './envelope-progress';

const at = '2026-06-01T09:00:00.000Z';
const later = '2026-06-01T09:05:00.000Z';

const anEnvelope = (signer: 'sent' | 'completed', witness: 'sent' | 'completed'): EnvelopeState => ({
  envelopeId: 'env-1',
  reference: 'app-1:lease',
  status: signer === 'completed' && witness === 'completed' ? 'completed' : 'sent',
  signers: [
    { recipientId: '1', name: 'Ada Officer', email: 'ada@example.com', routingOrder: 1, status: signer },
  ],
  witnesses: [
    {
      recipientId: '3',
      name: 'Wendy Witness',
      email: 'wendy@example.com',
      routingOrder: 2,
      roleName: 'Witness',
      witnessFor: '1',
      status: witness,
    },
  ],
});

describe("an envelope's recorded progress (decision 2108)", () => {
  it('records a read with the roles the rows show, nobody named, and when it was read', () => {
    expect(recordedFromRead(anEnvelope('sent', 'sent'), at)).toEqual({
      envelopeId: 'env-1',
      status: 'sent',
      recipients: [
        { recipientId: '1', role: 'signer', email: 'ada@example.com', status: 'sent' },
        { recipientId: '3', role: 'witness', roleName: 'Witness', status: 'sent' },
      ],
      readAt: at,
      recordedAt: at,
    });
  });

  it("records Connect's events per recipient, and once only", () => {
    const read = recordedFromRead(anEnvelope('sent', 'sent'), at);
    const signed = withEnvelopeEvent(
      read,
      { envelopeId: 'env-1', event: 'recipient-completed', recipientId: '1' },
      later,
    );
    expect(signed).toMatchObject({
      status: 'delivered',
      recipients: [
        { recipientId: '1', status: 'completed' },
        { recipientId: '3', status: 'sent' },
      ],
      readAt: at,
      recordedAt: later,
    });
    expect(
      withEnvelopeEvent(
        signed,
        { envelopeId: 'env-1', event: 'recipient-completed', recipientId: '1' },
        later,
      ),
    ).toBeUndefined();
    const completed = withEnvelopeEvent(signed, { envelopeId: 'env-1', event: 'envelope-completed' }, later);
    expect(completed?.status).toBe('completed');
    expect(completed?.recipients.map((r) => r.status)).toEqual(['completed', 'completed']);
  });

  it('never steps back: a late read or an older event leaves what was recorded further on', () => {
    const completed = withEnvelopeEvent(
      recordedFromRead(anEnvelope('sent', 'sent'), at),
      { envelopeId: 'env-1', event: 'envelope-completed' },
      later,
    )!;
    const lateRead = recordedFromRead(anEnvelope('completed', 'sent'), later, completed);
    expect(lateRead.status).toBe('completed');
    expect(lateRead.recipients.map((r) => r.status)).toEqual(['completed', 'completed']);
    expect(
      withEnvelopeEvent(completed, { envelopeId: 'env-1', event: 'envelope-declined' }, later),
    ).toBeUndefined();
  });

  it('closes the envelope on one decline, and on a void', () => {
    const read = recordedFromRead(anEnvelope('sent', 'sent'), at);
    expect(
      withEnvelopeEvent(read, { envelopeId: 'env-1', event: 'recipient-declined', recipientId: '1' }, later),
    ).toMatchObject({ status: 'declined', recipients: [{ status: 'declined' }, { status: 'sent' }] });
    expect(withEnvelopeEvent(read, { envelopeId: 'env-1', event: 'envelope-voided' }, later)?.status).toBe(
      'voided',
    );
  });

  it('records an envelope never read by its ids alone, and ignores what it does not record', () => {
    expect(
      withEnvelopeEvent(
        undefined,
        { envelopeId: 'env-2', event: 'recipient-completed', recipientId: '1' },
        at,
      ),
    ).toEqual({
      envelopeId: 'env-2',
      status: 'delivered',
      recipients: [{ recipientId: '1', status: 'completed' }],
      recordedAt: at,
    });
    const read = recordedFromRead(anEnvelope('sent', 'sent'), at);
    expect(
      withEnvelopeEvent(read, { envelopeId: 'env-1', event: 'recipient-delivered', recipientId: '1' }, later),
    ).toBeUndefined();
    expect(
      withEnvelopeEvent(read, { envelopeId: 'env-1', event: 'recipient-completed' }, later),
    ).toBeUndefined();
    // Another envelope's event starts that envelope's record afresh.
    expect(withEnvelopeEvent(read, { envelopeId: 'env-9', event: 'envelope-voided' }, later)).toMatchObject({
      envelopeId: 'env-9',
      recipients: [],
    });
  });

  describe('asks the service', () => {
    const read: RecordedEnvelope = recordedFromRead(anEnvelope('sent', 'sent'), at);
    const minutesAfter = (minutes: number) => new Date(Date.parse(at) + minutes * 60_000);

    it('when the envelope was never read, or the record is of another envelope', () => {
      expect(readIsDue(undefined, 'env-1', minutesAfter(0))).toBe(true);
      const eventOnly = withEnvelopeEvent(
        undefined,
        { envelopeId: 'env-1', event: 'envelope-completed' },
        at,
      );
      expect(readIsDue({ ...eventOnly!, status: 'sent' }, 'env-1', minutesAfter(0))).toBe(true);
      expect(readIsDue(read, 'env-2', minutesAfter(0))).toBe(true);
    });

    it('at most once in 15 minutes, counted from when the application last learnt anything', () => {
      expect(readIsDue(read, 'env-1', minutesAfter(14))).toBe(false);
      expect(readIsDue(read, 'env-1', minutesAfter(15))).toBe(true);
      const heard = withEnvelopeEvent(
        read,
        { envelopeId: 'env-1', event: 'recipient-completed', recipientId: '1' },
        later,
      )!;
      expect(readIsDue(heard, 'env-1', minutesAfter(15))).toBe(false);
      expect(readIsDue(heard, 'env-1', minutesAfter(20))).toBe(true);
    });

    it('once after a signing view was opened, until anything is learnt', () => {
      const opened = { ...read, viewOpenedAt: later };
      expect(readIsDue(opened, 'env-1', minutesAfter(5))).toBe(true);
      expect(
        readIsDue(recordedFromRead(anEnvelope('completed', 'sent'), later, opened), 'env-1', minutesAfter(5)),
      ).toBe(false);
      const heard = withEnvelopeEvent(
        opened,
        { envelopeId: 'env-1', event: 'recipient-completed', recipientId: '1' },
        later,
      )!;
      expect(readIsDue(heard, 'env-1', minutesAfter(5))).toBe(false);
    });

    it('never for an envelope completed, declined or voided', () => {
      for (const event of ['envelope-completed', 'envelope-declined', 'envelope-voided'])
        expect(
          readIsDue(withEnvelopeEvent(read, { envelopeId: 'env-1', event }, at), 'env-1', minutesAfter(60)),
        ).toBe(false);
    });
  });
});
