import { LimitRequests, REQUEST_LIMITED_REASON, type RequestLimit } from './request-limits';
import { InMemoryLoginAttempts, SettableClock } from './testing/in-memory-accounts';

const limit: RequestLimit = {
  name: 'enquiry',
  what: 'enquiries have been sent',
  window: { minutes: 60 },
  perAddress: 2,
  perOrganisation: 3,
};

function aLimiter() {
  const clock = new SettableClock(new Date('2026-11-24T09:00:00Z'));
  return { clock, limiter: new LimitRequests(new InMemoryLoginAttempts(), clock) };
}

describe('request limits', () => {
  it('refuses past the address limit with a message saying how long to wait', async () => {
    const { limiter } = aLimiter();
    const from = { clientAddress: '203.0.113.1', orgId: 'org-au' };
    expect((await limiter.admit(limit, from)).ok).toBe(true);
    expect((await limiter.admit(limit, from)).ok).toBe(true);
    expect(await limiter.admit(limit, from)).toEqual({
      ok: false,
      error: expect.objectContaining({
        code: 'RATE_LIMITED',
        message: 'Too many enquiries have been sent. Please wait 60 minutes and try again.',
        details: { reason: REQUEST_LIMITED_REASON, limit: 'enquiry' },
      }),
    });
  });

  it("never lets an address sending on after its refusal use up its organisation's requests", async () => {
    const { limiter } = aLimiter();
    for (let n = 0; n < 10; n++)
      await limiter.admit(limit, { clientAddress: '203.0.113.1', orgId: 'org-au' });
    expect((await limiter.admit(limit, { clientAddress: '203.0.113.2', orgId: 'org-au' })).ok).toBe(true);
    expect((await limiter.admit(limit, { clientAddress: '203.0.113.3', orgId: 'org-au' })).ok).toBe(false);
  });

  it('opens a new window once the last one is over', async () => {
    const { limiter, clock } = aLimiter();
    const from = { clientAddress: '203.0.113.1', orgId: 'org-au' };
    for (let n = 0; n < 3; n++) await limiter.admit(limit, from);
    clock.advanceMinutes(60);
    expect((await limiter.admit(limit, from)).ok).toBe(true);
  });
});
