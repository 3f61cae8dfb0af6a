import { LimitRequests, REQUEST_LIMITS, type RequestLimit } from '@lease-portal/domain';
import { SettableClock } from '@lease-portal/domain/src/accounts/testing/in-memory-accounts';
import type { Database } from '../database';
import type { DatabaseFactory } from '../repositories.contract';
import { uniqueId } from '../testing/builders';
import { withTestDatabase } from '../testing/test-database';
import { PostgresLoginAttempts } from './postgres-login-attempts';

/**
 * The request limits of decision 2042 counted in PostgreSQL, as several replicas would count them: a
 * burst of parallel requests lets exactly the limit through, per address and per organisation.
 */
export function describeRequestLimits(engine: string, factory: DatabaseFactory): void {
  describe(`request limits kept on ${engine}`, () => {
    let db: Database;

    withTestDatabase(factory, (opened) => {
      db = opened;
    });

    /** Each request through its own limiter over the same database, as parallel replicas would. */
    const aBurst = (
      limit: RequestLimit,
      requests: { clientAddress: string; orgId: string; userId?: string }[],
    ) => {
      const clock = new SettableClock(new Date('2026-11-24T09:00:00Z'));
      return Promise.all(
        requests.map((requester) =>
          new LimitRequests(new PostgresLoginAttempts(db), clock).admit(limit, requester),
        ),
      );
    };

    it('lets exactly the limit through from one address, however many arrive at once', async () => {
      const orgId = uniqueId('org');
      const limit = REQUEST_LIMITS.enquiry;
      const outcomes = await aBurst(
        limit,
        Array.from({ length: limit.perAddress * 3 }, () => ({ clientAddress: '203.0.113.5', orgId })),
      );
      expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(limit.perAddress);
      expect(outcomes.filter((outcome) => !outcome.ok && outcome.error.code === 'RATE_LIMITED')).toHaveLength(
        limit.perAddress * 2,
      );
    });

    it("lets exactly an organisation's limit through from many addresses at once", async () => {
      const orgId = uniqueId('org');
      const limit: RequestLimit = { ...REQUEST_LIMITS.callBack, perOrganisation: 25 };
      const outcomes = await aBurst(
        limit,
        Array.from({ length: 60 }, (_, n) => ({ clientAddress: `198.51.100.${n}`, orgId })),
      );
      expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(25);
    });

    it("lets exactly a user's limit of mailed documents through", async () => {
      const orgId = uniqueId('org');
      const limit = REQUEST_LIMITS.leaseDocumentsMail;
      const outcomes = await aBurst(
        limit,
        Array.from({ length: 30 }, (_, n) => ({ clientAddress: `192.0.2.${n}`, orgId, userId: 'ada' })),
      );
      expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(limit.perUser);
    });
  });
}
