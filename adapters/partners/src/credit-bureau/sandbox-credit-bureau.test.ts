import type { Clock, CreditEnquiry } from '@lease-portal/domain';
import { InMemorySandboxCreditStore } from '@lease-portal/domain/src/credit-bureau/testing/in-memory-sandbox-credit-store';
import { SandboxCreditBureau } from './sandbox-credit-bureau';
import { sandboxCreditDecision } from './sandbox-credit-decision';

function anEnquiry(overrides: Partial<CreditEnquiry> = {}): CreditEnquiry {
  return {
    reference: 'app-1:1',
    orgId: 'org-au',
    region: 'AU',
    business: {
      name: 'Coastal Plumbing Pty Ltd',
      businessNumber: '53004085616',
      entityType: 'Australian Private Company',
    },
    requestedLimit: 100_000,
    personalGuarantee: true,
    statementsProvided: false,
    applicants: [{ name: 'Priya Raman', role: 'primary', identityVerified: true }],
    ...overrides,
  };
}

describe('the sandbox credit decision rules', () => {
  const secondaryPending = [
    { name: 'Priya Raman', role: 'primary' as const, identityVerified: true },
    { name: 'Tom Avery', role: 'secondary' as const, identityVerified: false },
  ];

  it.each([
    ['an ordinary guaranteed company', 'approved', {}],
    [
      'a second officer without an ID check',
      'secondary_idscan_not_complete',
      { applicants: secondaryPending },
    ],
    ['the test name Decline', 'declined', { business: { name: 'Decline Test Pty Ltd' } }],
    ['the test name Refer', 'refer', { business: { name: 'Refer Test Pty Ltd' } }],
    ['a limit above 500,000', 'declined', { requestedLimit: 510_000, statementsProvided: true }],
    [
      'a trust',
      'refer',
      { business: { name: 'Avery Family Trust', entityType: 'Discretionary Trading Trust' } },
    ],
    ['a limit above 150,000 without statements', 'refer', { requestedLimit: 160_000 }],
    [
      'a limit above 150,000 with statements',
      'approved',
      { requestedLimit: 160_000, statementsProvided: true },
    ],
    ['no guarantee and no statements', 'refer', { personalGuarantee: false }],
    ['no guarantee with statements', 'approved', { personalGuarantee: false, statementsProvided: true }],
    ['exactly 150,000 guaranteed', 'approved', { requestedLimit: 150_000 }],
  ] as const)('%s: %s', (_case, result, overrides) => {
    expect(sandboxCreditDecision(anEnquiry(overrides as Partial<CreditEnquiry>))).toBe(result);
  });
});

describe('the sandbox credit decision service', () => {
  const clock = {
    at: new Date('2026-11-23T10:00:00.000Z'),
    now() {
      return this.at;
    },
  } satisfies Clock & { at: Date };
  let store: InMemorySandboxCreditStore;
  let bureau: SandboxCreditBureau;

  beforeEach(() => {
    clock.at = new Date('2026-11-23T10:00:00.000Z');
    store = new InMemorySandboxCreditStore();
    bureau = new SandboxCreditBureau(store, clock, 4_000);
  });

  it('answers pending, then the decision once its delay has passed', async () => {
    expect(await bureau.submit(anEnquiry())).toMatchObject({ status: 'pending', reference: 'app-1:1' });
    clock.at = new Date('2026-11-23T10:00:03.999Z');
    expect((await bureau.enquiry('app-1:1'))?.status).toBe('pending');
    clock.at = new Date('2026-11-23T10:00:04.000Z');
    expect(await bureau.enquiry('app-1:1')).toMatchObject({
      status: 'decided',
      result: 'approved',
      decidedAt: '2026-11-23T10:00:04.000Z',
    });
  });

  it('decides at once when its delay is 0, except a business named Wait Test, which takes the default delay', async () => {
    const atOnce = new SandboxCreditBureau(store, clock, 0);
    expect(await atOnce.submit(anEnquiry())).toMatchObject({ status: 'decided', result: 'approved' });
    const waiting = anEnquiry({ reference: 'app-2:1', business: { name: 'Wait Test Transport Pty Ltd' } });
    expect(await atOnce.submit(waiting)).toMatchObject({ status: 'pending' });
    clock.at = new Date('2026-11-23T10:00:03.999Z');
    expect((await atOnce.enquiry('app-2:1'))?.status).toBe('pending');
    clock.at = new Date('2026-11-23T10:00:04.000Z');
    expect(await atOnce.enquiry('app-2:1')).toMatchObject({ status: 'decided', result: 'approved' });
  });

  it('keeps a longer configured delay for a Wait Test business', async () => {
    const slow = new SandboxCreditBureau(store, clock, 6_000);
    await slow.submit(anEnquiry({ business: { name: 'Wait Test Transport Pty Ltd' } }));
    clock.at = new Date('2026-11-23T10:00:05.999Z');
    expect((await slow.enquiry('app-1:1'))?.status).toBe('pending');
  });

  it('makes one enquiry per reference, however often and however differently it is submitted', async () => {
    const first = await bureau.submit(anEnquiry());
    const again = await Promise.all([
      bureau.submit(anEnquiry()),
      bureau.submit(anEnquiry({ business: { name: 'Decline Test Pty Ltd' } })),
    ]);
    expect(again.map((state) => state.enquiryId)).toEqual([first.enquiryId, first.enquiryId]);
    expect(store.enquiries).toHaveLength(1);
    clock.at = new Date('2026-11-23T11:00:00.000Z');
    expect((await bureau.enquiry('app-1:1'))?.result).toBe('approved');
  });

  it('fails as an unreachable service when its fault switch is on, and stores nothing', async () => {
    bureau.faults.failNext('submit');
    await expect(bureau.submit(anEnquiry())).rejects.toMatchObject({ code: 'PARTNER_UNAVAILABLE' });
    expect(store.enquiries).toHaveLength(0);
    expect(await bureau.enquiry('app-1:1')).toBeUndefined();
  });
});
