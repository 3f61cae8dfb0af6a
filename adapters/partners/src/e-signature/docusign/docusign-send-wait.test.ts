import { ESignatureError } from '@lease-portal/domain';
import { aQuoteEnvelope } from '@lease-portal/domain/src/e-signature/testing/a-quote-envelope';
import { InMemoryEnvelopeSendClaims } from '@lease-portal/domain/src/e-signature/testing/in-memory-envelope-send-claims';
import type { PartnerHttp } from '../../partner-http/partner-http';
import { DocuSignESignature } from './docusign-e-signature';

// A request whose reference another is sending waits for that one's envelope (decision 2103): it looks
// again soon, then less often, so a quick sender (most often the envelope's job) holds it up briefly.

describe('waiting for the envelope another request is sending', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** The adapter over claims held by someone else; the times of its looks, from the first. */
  function waitingOn(timing: { waitMs: number; firstLookMs?: number; pollMs?: number }) {
    const claims = new InMemoryEnvelopeSendClaims();
    claims.claims.set('held:quote', { holder: 'the-job', claimedAt: new Date().toISOString() });
    const looks: number[] = [];
    const claim = claims.claim.bind(claims);
    claims.claim = (...args) => (looks.push(Date.now()), claim(...args));
    const adapter = new DocuSignESignature({
      // Never reached: the claim is someone else's throughout.
      api: {} as PartnerHttp,
      account: () => Promise.reject(new Error('not asked')),
      claims,
      clock: { now: () => new Date() },
      timing,
    });
    const gaps = () => looks.slice(1).map((at, n) => at - looks[n]!);
    return { adapter, claims, gaps };
  }

  it('looks again after 20 ms, then twice as long each time, up to every 250 ms', async () => {
    const { adapter, gaps } = waitingOn({ waitMs: 1_000 });
    const refused = adapter.sendEnvelope(aQuoteEnvelope('held:quote')).catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(1_500);
    const error = await refused;
    expect(error).toBeInstanceOf(ESignatureError);
    expect((error as ESignatureError).code).toBe('SERVICE_UNAVAILABLE');
    expect(gaps()).toEqual([20, 40, 80, 160, 250, 250, 250]);
  });

  it('never looks more often than its poll allows', async () => {
    const { adapter, gaps } = waitingOn({ waitMs: 100, pollMs: 10 });
    const refused = adapter.sendEnvelope(aQuoteEnvelope('held:quote')).catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(200);
    await refused;
    expect(new Set(gaps())).toEqual(new Set([10]));
  });
});
