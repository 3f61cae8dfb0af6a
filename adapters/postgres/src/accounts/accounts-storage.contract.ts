import type { Database } from '../database';
import { PostgresOrgProfiles } from '../postgres-org-profiles';
import { PostgresUsers } from '../postgres-users';
import type { DatabaseFactory } from '../repositories.contract';
import { anOrgProfile, aUser, uniqueId } from '../testing/builders';
import { PostgresLoginAttempts } from './postgres-login-attempts';
import { PostgresOutbox } from './postgres-outbox';
import { PostgresPasswordResetTokens } from './postgres-password-reset-tokens';
import { PostgresSessions } from './postgres-sessions';
import { PostgresUserCredentials } from './postgres-user-credentials';
import { withTestDatabase } from '../testing/test-database';

const T0 = '2026-05-04T09:00:00.000Z';
const minutesAfter = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000);

/** The accounts storage suite (sessions, password links, login counters, outbox), run on every engine. */
export function describeAccountStorage(engine: string, factory: DatabaseFactory): void {
  describe(`Postgres accounts storage on ${engine}`, () => {
    let db: Database;
    let users: PostgresUsers;
    let sessions: PostgresSessions;
    let resetTokens: PostgresPasswordResetTokens;
    let attempts: PostgresLoginAttempts;
    let credentials: PostgresUserCredentials;
    let outbox: PostgresOutbox;
    let orgId: string;
    let clockNow = new Date(T0);

    withTestDatabase(factory, async (opened) => {
      db = opened;
      users = new PostgresUsers(db);
      sessions = new PostgresSessions(db);
      resetTokens = new PostgresPasswordResetTokens(db);
      attempts = new PostgresLoginAttempts(db);
      credentials = new PostgresUserCredentials(db);
      outbox = new PostgresOutbox(db, { next: () => uniqueId('mail') }, { now: () => clockNow });
      const profile = anOrgProfile();
      await new PostgresOrgProfiles(db).save(profile);
      orgId = profile.orgId;
    });

    async function aStoredUser(): Promise<string> {
      const user = aUser({ orgId });
      await users.add(user);
      return user.id;
    }

    const aSession = (userId: string, overrides: Partial<{ id: string; tokenDigest: string }> = {}) => ({
      id: overrides.id ?? uniqueId('session'),
      userId,
      tokenDigest: overrides.tokenDigest ?? uniqueId('digest'),
      createdAt: T0,
      lastSeenAt: T0,
      expiresAt: minutesAfter(T0, 30).toISOString(),
    });

    describe('PostgresUserCredentials', () => {
      it('has no hash until one is set, then keeps it apart from the profile', async () => {
        const userId = await aStoredUser();
        expect(await credentials.passwordHashOf(userId)).toBeUndefined();
        await credentials.setPasswordHash(userId, 'scrypt$hash');
        expect(await credentials.passwordHashOf(userId)).toBe('scrypt$hash');
        expect(JSON.stringify(await users.ofId(userId))).not.toContain('scrypt$hash');
      });

      it('reports an unknown user', async () => {
        await expect(credentials.setPasswordHash('no-such-user', 'x')).rejects.toMatchObject({
          code: 'NOT_FOUND',
        });
        expect(await credentials.passwordHashOf('no-such-user')).toBeUndefined();
      });
    });

    describe('PostgresSessions', () => {
      it('finds a session by its token digest, and slides its end', async () => {
        const session = aSession(await aStoredUser());
        await sessions.add(session);
        expect(await sessions.ofTokenDigest(session.tokenDigest)).toEqual(session);
        const later = minutesAfter(T0, 20).toISOString();
        const end = minutesAfter(T0, 50).toISOString();
        expect(await sessions.touch(session.id, later, end)).toBe(true);
        expect(await sessions.ofTokenDigest(session.tokenDigest)).toEqual({
          ...session,
          lastSeenAt: later,
          expiresAt: end,
        });
        expect(await sessions.ofTokenDigest('unknown-digest')).toBeUndefined();
      });

      it('reads a session with its user, without the password’s hash, and nothing for an unknown digest', async () => {
        const userId = await aStoredUser();
        await credentials.setPasswordHash(userId, 'scrypt$hash');
        const session = aSession(userId);
        await sessions.add(session);
        const found = await sessions.withUserOfTokenDigest(session.tokenDigest);
        expect(found).toEqual({ session, user: await users.ofId(userId) });
        expect(JSON.stringify(found)).not.toContain('scrypt$hash');
        expect(await sessions.withUserOfTokenDigest('unknown-digest')).toBeUndefined();
      });

      it('revokes a session once, and no longer slides it', async () => {
        const session = aSession(await aStoredUser());
        await sessions.add(session);
        expect(await sessions.revoke(session.id, T0)).toBe(true);
        expect(await sessions.revoke(session.id, T0)).toBe(false);
        expect(await sessions.touch(session.id, T0, T0)).toBe(false);
        expect(await sessions.ofTokenDigest(session.tokenDigest)).toMatchObject({ revokedAt: T0 });
      });

      it("revokes every open session of one user and nobody else's", async () => {
        const userId = await aStoredUser();
        const other = aSession(await aStoredUser());
        const mine = [aSession(userId), aSession(userId)];
        for (const each of [...mine, other]) await sessions.add(each);
        expect(await sessions.revokeAllOfUser(userId, T0)).toBe(2);
        expect(await sessions.revokeAllOfUser(userId, T0)).toBe(0);
        expect((await sessions.ofTokenDigest(other.tokenDigest))?.revokedAt).toBeUndefined();
      });

      it('prunes sessions that expired or were revoked before a moment, and keeps the rest', async () => {
        const userId = await aStoredUser();
        const expired = { ...aSession(userId), expiresAt: '2020-01-01T00:30:00.000Z' };
        const revoked = { ...aSession(userId), revokedAt: '2020-01-02T00:00:00.000Z' };
        const live = aSession(userId);
        for (const session of [expired, revoked, live]) await sessions.add(session);

        expect(await sessions.pruneEndedBefore('2021-01-01T00:00:00.000Z')).toBeGreaterThanOrEqual(2);
        expect(await sessions.ofTokenDigest(expired.tokenDigest)).toBeUndefined();
        expect(await sessions.ofTokenDigest(revoked.tokenDigest)).toBeUndefined();
        expect(await sessions.ofTokenDigest(live.tokenDigest)).toBeDefined();
      });

      it('refuses two sessions with one token digest', async () => {
        const userId = await aStoredUser();
        const session = aSession(userId);
        await sessions.add(session);
        await expect(sessions.add(aSession(userId, { tokenDigest: session.tokenDigest }))).rejects.toThrow();
      });
    });

    describe('PostgresPasswordResetTokens', () => {
      const aLink = (userId: string) => ({
        id: uniqueId('link'),
        userId,
        digest: uniqueId('digest'),
        purpose: 'reset-password' as const,
        createdAt: T0,
        expiresAt: minutesAfter(T0, 60).toISOString(),
      });

      it('prunes links that expired before a moment, and keeps the rest', async () => {
        const expired = {
          ...aLink(await aStoredUser()),
          createdAt: '2020-01-01T00:00:00.000Z',
          expiresAt: '2020-01-01T01:00:00.000Z',
        };
        const live = aLink(await aStoredUser());
        await resetTokens.issue(expired);
        await resetTokens.issue(live);

        expect(await resetTokens.pruneEndedBefore('2021-01-01T00:00:00.000Z')).toBeGreaterThanOrEqual(1);
        expect(await resetTokens.ofDigest(expired.digest)).toBeUndefined();
        expect(await resetTokens.ofDigest(live.digest)).toBeDefined();
      });

      it('finds a link by digest and lets exactly one caller use it', async () => {
        const link = aLink(await aStoredUser());
        await resetTokens.issue(link);
        expect(await resetTokens.ofDigest(link.digest)).toEqual(link);
        const claims = await Promise.all([
          resetTokens.markUsed(link.id, T0),
          resetTokens.markUsed(link.id, T0),
        ]);
        expect(claims.sort()).toEqual([false, true]);
        expect(await resetTokens.ofDigest(link.digest)).toEqual({ ...link, usedAt: T0 });
      });

      it("retires the user's earlier unused links when a new one is issued", async () => {
        const userId = await aStoredUser();
        const someoneElses = aLink(await aStoredUser());
        const first = aLink(userId);
        await resetTokens.issue(first);
        await resetTokens.issue(someoneElses);
        const second = { ...aLink(userId), createdAt: minutesAfter(T0, 5).toISOString() };
        await resetTokens.issue(second);
        expect((await resetTokens.ofDigest(first.digest))?.usedAt).toBe(second.createdAt);
        expect((await resetTokens.ofDigest(second.digest))?.usedAt).toBeUndefined();
        expect((await resetTokens.ofDigest(someoneElses.digest))?.usedAt).toBeUndefined();
      });
    });

    describe('PostgresLoginAttempts', () => {
      const window = { minutes: 15 };

      it('forgives one counted attempt, never below zero', async () => {
        const subject = uniqueId('address');
        await attempts.recordFailure(subject, new Date(T0), window);
        await attempts.recordFailure(subject, new Date(T0), window);
        await attempts.forgive(subject);
        expect(await attempts.failuresWithin(subject, new Date(T0), window)).toBe(1);
        await attempts.forgive(subject);
        await attempts.forgive(subject);
        expect(await attempts.failuresWithin(subject, new Date(T0), window)).toBe(0);
        await attempts.forgive('never-counted');
      });

      it('counts failures in a window that starts at the first one, then starts again', async () => {
        const subject = uniqueId('account');
        expect(await attempts.failuresWithin(subject, new Date(T0), window)).toBe(0);
        expect(await attempts.recordFailure(subject, new Date(T0), window)).toBe(1);
        expect(await attempts.recordFailure(subject, minutesAfter(T0, 14), window)).toBe(2);
        expect(await attempts.failuresWithin(subject, minutesAfter(T0, 14), window)).toBe(2);
        expect(await attempts.failuresWithin(subject, minutesAfter(T0, 15), window)).toBe(0);
        expect(await attempts.recordFailure(subject, minutesAfter(T0, 15), window)).toBe(1);
      });

      it('loses no failure when many arrive at once, as from several replicas', async () => {
        const subject = uniqueId('address');
        await Promise.all(
          Array.from({ length: 10 }, () => attempts.recordFailure(subject, new Date(T0), window)),
        );
        expect(await attempts.failuresWithin(subject, new Date(T0), window)).toBe(10);
      });

      it('prunes the counters of windows that started before a moment', async () => {
        const old = uniqueId('address:old');
        const recent = uniqueId('address:recent');
        await attempts.recordFailure(old, new Date('2020-01-01T00:00:00.000Z'), { minutes: 15 });
        await attempts.recordFailure(recent, new Date(T0), { minutes: 15 });

        expect(
          await attempts.pruneWindowsStartedBefore(new Date('2021-01-01T00:00:00.000Z')),
        ).toBeGreaterThanOrEqual(1);
        expect(await attempts.recordFailure(old, new Date('2020-01-01T00:01:00.000Z'), { minutes: 15 })).toBe(
          1,
        );
        expect(await attempts.failuresWithin(recent, new Date(T0), { minutes: 15 })).toBe(1);
      });

      it('clears one subject only', async () => {
        const [cleared, kept] = [uniqueId('account'), uniqueId('account')];
        for (const subject of [cleared, kept]) await attempts.recordFailure(subject, new Date(T0), window);
        await attempts.clear(cleared);
        expect(await attempts.failuresWithin(cleared, new Date(T0), window)).toBe(0);
        expect(await attempts.failuresWithin(kept, new Date(T0), window)).toBe(1);
      });
    });

    describe('PostgresOutbox', () => {
      const aMail = (to: string, subject = 'Reset your Fleet Co password') => ({
        to,
        subject,
        text: 'Hi Sam,\n\nReset Password: https://x/reset-password?hash=t&email=e',
        html: '<p>Hi Sam,</p>',
        orgId,
        kind: 'account.reset-password',
      });

      it('keeps mails, lists them newest first, and shows one', async () => {
        const to = `${uniqueId('sam')}@example.com`;
        clockNow = new Date(T0);
        await outbox.send(aMail(to, 'first'));
        clockNow = minutesAfter(T0, 1);
        await outbox.send(aMail(to, 'second'));
        const listed = await outbox.list({ to: to.toUpperCase() });
        expect(listed.map((mail) => mail.subject)).toEqual(['second', 'first']);
        expect(listed[0]).toEqual({
          ...aMail(to, 'second'),
          id: listed[0]!.id,
          createdAt: minutesAfter(T0, 1).toISOString(),
        });
        expect(await outbox.ofId(listed[1]!.id)).toEqual(listed[1]);
        expect(await outbox.ofId('no-such-mail')).toBeUndefined();
      });

      it('keeps the files a mail carries with it, in order, byte for byte', async () => {
        const to = `${uniqueId('ada')}@example.com`;
        const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0xff]);
        await outbox.send({
          ...aMail(to, 'Your lease documents'),
          attachments: [
            { fileName: 'Master Lease Agreement.pdf', contentType: 'application/pdf', content: pdf },
            { fileName: 'Direct Debit.pdf', contentType: 'application/pdf', content: new Uint8Array([1]) },
          ],
        });
        const [listed] = await outbox.list({ to });
        expect(listed?.attachments?.map((file) => file.fileName)).toEqual([
          'Master Lease Agreement.pdf',
          'Direct Debit.pdf',
        ]);
        expect(Array.from(listed!.attachments![0]!.content)).toEqual(Array.from(pdf));
        expect(await outbox.ofId(listed!.id)).toEqual(listed);
      });

      it('keeps a mail sent again with the same delivery key once (decision 2082)', async () => {
        const to = `${uniqueId('kim')}@example.com`;
        const deliveryKey = uniqueId('milestone-mail.send:app-1:v5:approved:primary');
        await outbox.send({ ...aMail(to, 'approved'), deliveryKey });
        await outbox.send({ ...aMail(to, 'approved'), deliveryKey });
        await outbox.send(aMail(to, 'no key'));
        await outbox.send(aMail(to, 'no key'));
        expect((await outbox.list({ to })).map((mail) => mail.subject)).toEqual([
          'no key',
          'no key',
          'approved',
        ]);
      });

      it('says whether a delivery key was kept, so a job run again issues no second link (decision 2094)', async () => {
        const deliveryKey = uniqueId('officer-invitation.send:app-1:secondary:user-2:invited:v3');
        expect(await outbox.alreadyKept(deliveryKey)).toBe(false);
        await outbox.send({ ...aMail(`${uniqueId('sam')}@example.com`, 'invited'), deliveryKey });
        expect(await outbox.alreadyKept(deliveryKey)).toBe(true);
        expect(await outbox.alreadyKept(`${deliveryKey}:other`)).toBe(false);
      });

      it('with an SMTP server, queues one send job with each mail it keeps, and none for a delivery key kept already (decision 2107)', async () => {
        let wakes = 0;
        const relaying = new PostgresOutbox(
          db,
          { next: () => uniqueId('mail') },
          { now: () => clockNow },
          {
            jobsQueued: () => wakes++,
          },
        );
        const to = `${uniqueId('lee')}@example.com`;
        const deliveryKey = uniqueId('milestone-mail.send:app-2:v1:approved:primary');
        await relaying.send({ ...aMail(to, 'approved'), deliveryKey });
        await relaying.send({ ...aMail(to, 'approved'), deliveryKey });
        const [kept] = await relaying.list({ to });
        const jobs = await db.query<{ kind: string; payload: { mailId: string } }>(
          'SELECT kind, payload FROM partner_jobs WHERE key = $1',
          [`mail.send:${kept!.id}`],
        );
        expect(jobs).toEqual([{ kind: 'mail.send', payload: { mailId: kept!.id } }]);
        expect(wakes).toBe(1);
        await outbox.send(aMail(to, 'kept only'));
        const [keptOnly] = await outbox.list({ to });
        expect(
          await db.query('SELECT 1 FROM partner_jobs WHERE key = $1', [`mail.send:${keptOnly!.id}`]),
        ).toEqual([]);
      });

      it('records a mail sent once, and shows when', async () => {
        const to = `${uniqueId('max')}@example.com`;
        await outbox.send(aMail(to));
        const [kept] = await outbox.list({ to });
        expect(kept?.sentAt).toBeUndefined();
        expect(await outbox.markSent(kept!.id, minutesAfter(T0, 2).toISOString())).toBe(true);
        expect(await outbox.markSent(kept!.id, minutesAfter(T0, 3).toISOString())).toBe(false);
        expect((await outbox.ofId(kept!.id))?.sentAt).toBe(minutesAfter(T0, 2).toISOString());
        expect(await outbox.markSent('no-such-mail', T0)).toBe(false);
      });

      it('lists every recipient up to a limit', async () => {
        await outbox.send(aMail(`${uniqueId('a')}@example.com`));
        await outbox.send(aMail(`${uniqueId('b')}@example.com`));
        expect(await outbox.list({ limit: 1 })).toHaveLength(1);
        expect((await outbox.list()).length).toBeGreaterThanOrEqual(2);
      });
    });
  });
}
