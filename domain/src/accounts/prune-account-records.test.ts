import { PruneAccountRecords } from './prune-account-records';
import {
  InMemoryLoginAttempts,
  InMemoryPasswordResetTokens,
  InMemorySessions,
  InMemoryUsers,
  SettableClock,
} from './testing/in-memory-accounts';

const NOW = '2026-11-22T12:00:00.000Z';
const DAYS_AGO = (days: number) => new Date(Date.parse(NOW) - days * 86_400_000).toISOString();

function aSession(id: string, ends: { expiresAt: string; revokedAt?: string }) {
  return {
    id,
    tokenDigest: `digest-${id}`,
    userId: 'user-1',
    createdAt: DAYS_AGO(60),
    lastSeenAt: DAYS_AGO(60),
    ...ends,
  };
}

describe('PruneAccountRecords', () => {
  it('deletes sessions and links ended over 30 days ago, and attempt counters over a day old', async () => {
    const sessions = new InMemorySessions(new InMemoryUsers());
    const links = new InMemoryPasswordResetTokens();
    const attempts = new InMemoryLoginAttempts();
    await sessions.add(aSession('expired-long-ago', { expiresAt: DAYS_AGO(31) }));
    await sessions.add(aSession('revoked-long-ago', { expiresAt: DAYS_AGO(-1), revokedAt: DAYS_AGO(40) }));
    await sessions.add(aSession('expired-last-week', { expiresAt: DAYS_AGO(7) }));
    await sessions.add(aSession('open', { expiresAt: DAYS_AGO(-1) }));
    await links.issue({
      id: 'old-link',
      userId: 'user-1',
      digest: 'd1',
      purpose: 'reset-password',
      createdAt: DAYS_AGO(45),
      expiresAt: DAYS_AGO(44),
    });
    await attempts.recordFailure('address:1', new Date(DAYS_AGO(2)), { minutes: 15 });
    await attempts.recordFailure('address:2', new Date(NOW), { minutes: 15 });

    const pruned = await new PruneAccountRecords(
      sessions,
      links,
      attempts,
      new SettableClock(new Date(NOW)),
    ).execute();

    expect(pruned).toEqual({ sessions: 2, passwordLinks: 1, attemptCounters: 1 });
    expect([...sessions.sessions.keys()].sort()).toEqual(['expired-last-week', 'open']);
    expect(await attempts.failuresWithin('address:2', new Date(NOW), { minutes: 15 })).toBe(1);
  });
});
