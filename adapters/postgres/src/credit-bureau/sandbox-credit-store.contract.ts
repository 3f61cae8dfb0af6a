import type { CreditEnquiry } from '@lease-portal/domain';
import type { Database } from '../database';
import type { DatabaseFactory } from '../repositories.contract';
import { uniqueId } from '../testing/builders';
import { PostgresSandboxCreditStore } from './postgres-sandbox-credit-store';
import { withTestDatabase } from '../testing/test-database';

const anEnquiry = (reference: string, name = 'Coastal Plumbing Pty Ltd'): CreditEnquiry => ({
  reference,
  orgId: 'org-au',
  region: 'AU',
  business: { name, businessNumber: '53004085616' },
  requestedLimit: 100_000,
  personalGuarantee: true,
  statementsProvided: false,
  applicants: [{ name: 'Priya Raman', role: 'primary', identityVerified: true }],
});

export function describeSandboxCreditStore(engine: string, factory: DatabaseFactory): void {
  describe(`PostgresSandboxCreditStore on ${engine}`, () => {
    let db: Database;
    let store: PostgresSandboxCreditStore;

    withTestDatabase(factory, async (opened) => {
      db = opened;
      store = new PostgresSandboxCreditStore(db);
    });

    it('keeps an enquiry with its decision and when it may be answered', async () => {
      const reference = uniqueId('app');
      const kept = await store.add({
        enquiry: anEnquiry(reference),
        result: 'approved',
        submittedAt: '2026-11-23T10:00:00.000Z',
        readyAt: '2026-11-23T10:00:04.000Z',
      });
      expect(kept).toEqual({
        enquiryId: expect.stringMatching(/^CE-\d{6}$/),
        enquiry: anEnquiry(reference),
        result: 'approved',
        submittedAt: '2026-11-23T10:00:00.000Z',
        readyAt: '2026-11-23T10:00:04.000Z',
      });
      expect(await store.ofReference(reference)).toEqual(kept);
      expect(await store.ofReference('unknown')).toBeUndefined();
    });

    it('keeps one enquiry per reference, even when submissions race', async () => {
      const reference = uniqueId('app');
      const submissions = Array.from({ length: 10 }, (_, n) =>
        store.add({
          enquiry: anEnquiry(reference, `Attempt ${n}`),
          result: n % 2 ? 'refer' : 'approved',
          submittedAt: '2026-11-23T10:00:00.000Z',
          readyAt: '2026-11-23T10:00:04.000Z',
        }),
      );
      const kept = await Promise.all(submissions);
      expect(new Set(kept.map((k) => k.enquiryId)).size).toBe(1);
      expect(new Set(kept.map((k) => k.result)).size).toBe(1);
      const rows = await db.query('SELECT 1 FROM credit_sandbox_enquiries WHERE reference = $1', [reference]);
      expect(rows).toHaveLength(1);
    });
  });
}
