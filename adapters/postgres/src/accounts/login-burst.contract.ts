import { LOGIN_THROTTLE, LogIn, sessionPolicy, type PasswordHasher } from '@lease-portal/domain';
import {
  CountingSecretTokens,
  InMemorySessions,
  InMemoryUsers,
  SequentialIds,
  SettableClock,
} from '@lease-portal/domain/src/accounts/testing/in-memory-accounts';
import type { Database } from '../database';
import type { DatabaseFactory } from '../repositories.contract';
import { uniqueId } from '../testing/builders';
import { PostgresLoginAttempts } from './postgres-login-attempts';
import { withTestDatabase } from '../testing/test-database';

/** A hasher as slow as scrypt, counting how many passwords it was asked to check. */
class SlowCountingHasher implements PasswordHasher {
  evaluated = 0;
  async hash(password: string) {
    return `hash(${password})`;
  }
  async verify(password: string, hash: string) {
    this.evaluated += 1;
    await new Promise((resolve) => setTimeout(resolve, 50));
    return hash === `hash(${password})`;
  }
}

/**
 * A burst of parallel logins against the login limits kept in PostgreSQL: the count is taken before
 * any password is checked, so no more attempts are evaluated than the limit allows.
 */
export function describeLoginBurst(engine: string, factory: DatabaseFactory): void {
  describe(`parallel logins against the limits kept on ${engine}`, () => {
    let db: Database;

    withTestDatabase(factory, (opened) => {
      db = opened;
    });

    async function aBurst(clientAddress: (attempt: number) => string) {
      const users = new InMemoryUsers();
      const hasher = new SlowCountingHasher();
      const email = `${uniqueId('sam')}@fleetco.example`;
      const id = uniqueId('user');
      await users.add({
        id,
        orgId: 'org-au',
        firstName: 'Sam',
        lastName: 'Driver',
        email,
        region: 'AU',
        createdAt: '2026-05-01T00:00:00.000Z',
      });
      await users.setPasswordHash(id, await hasher.hash('Lease2go!'));
      const logIn = new LogIn({
        users,
        credentials: users,
        hasher,
        tokens: new CountingSecretTokens(),
        sessions: new InMemorySessions(users),
        attempts: new PostgresLoginAttempts(db),
        clock: new SettableClock(),
        ids: new SequentialIds(),
        policy: sessionPolicy(),
        audit: { record: async () => undefined },
      });
      // 59 wrong passwords, then the right one, all at once.
      const results = await Promise.all(
        Array.from({ length: 60 }, (_, n) =>
          logIn.execute({
            orgId: 'org-au',
            email,
            password: n === 59 ? 'Lease2go!' : `Wrong-${n}`,
            clientAddress: clientAddress(n),
          }),
        ),
      );
      return { hasher, results };
    }

    it(`evaluates at most ${LOGIN_THROTTLE.perAccount} passwords of 60 parallel attempts on one account`, async () => {
      const { hasher, results } = await aBurst((n) => `198.51.100.${n}`);
      console.info(`login burst on ${engine}: ${hasher.evaluated} of 60 attempts evaluated`);
      expect(hasher.evaluated).toBeLessThanOrEqual(LOGIN_THROTTLE.perAccount);
      expect(results.filter((r) => r.ok)).toEqual([]);
      expect(results.filter((r) => !r.ok && r.error.code === 'RATE_LIMITED')).toHaveLength(
        60 - hasher.evaluated,
      );
    });

    it(`evaluates at most ${LOGIN_THROTTLE.perAddress} passwords from one address across accounts`, async () => {
      const address = `203.0.113.${Math.floor(Math.random() * 250)}`;
      const bursts = await Promise.all([
        aBurst(() => address),
        aBurst(() => address),
        aBurst(() => address),
        aBurst(() => address),
        aBurst(() => address),
      ]);
      const evaluated = bursts.reduce((sum, burst) => sum + burst.hasher.evaluated, 0);
      expect(evaluated).toBeLessThanOrEqual(LOGIN_THROTTLE.perAddress);
    });
  });
}
