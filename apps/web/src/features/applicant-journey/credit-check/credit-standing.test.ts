import { contractScreenFor, creditCheckParamOf, creditStandingOf, mayResubmit } from './credit-standing';
import { socketUrlOf } from './hooks/usePushedCreditDecision';

const answer = (scoreboard: Record<string, unknown>) =>
  ({ applicationId: 'a1b2c3d4-e5f6', scoreboard }) as unknown as Parameters<typeof creditStandingOf>[0];

describe('the credit standing the credit-check screens read', () => {
  it('reads nulls as absent and a sole trader as guaranteed', () => {
    expect(
      creditStandingOf(answer({ statusCreditCheck: null, entityDetails: { entityType: 'IND' } })),
    ).toEqual({
      applicationId: 'a1b2c3d4-e5f6',
      statusCreditCheck: undefined,
      wetSignature: false,
      personalGuarantee: true,
      secondaryDone: false,
      signingUnderWay: false,
    });
  });

  it('reads signing as under way once the lease envelope went out or paper documents were submitted', () => {
    expect(creditStandingOf(answer({ leaseSigningStarted: true })).signingUnderWay).toBe(true);
    expect(
      creditStandingOf(answer({ wetSignature: { signType: 'wet', status: 'submitted' } })).signingUnderWay,
    ).toBe(true);
    expect(creditStandingOf(answer({ leaseSigningStarted: null, wetSignature: null })).signingUnderWay).toBe(
      false,
    );
  });

  it.each([
    [{ statusCreditCheck: 'waiting', secondaryApplicant: { identityVerificationStatus: 'completed' } }, true],
    [{ statusCreditCheck: 'waiting', secondaryApplicant: { identityVerificationStatus: null } }, false],
    [{ statusCreditCheck: 'refer', secondaryApplicant: { identityVerificationStatus: 'completed' } }, false],
  ])(
    'offers Resubmit Application only once Authorised Officer (2) is done while it waits (%o)',
    (scoreboard, offered) => {
      expect(mayResubmit(creditStandingOf(answer(scoreboard)))).toBe(offered);
    },
  );

  it.each([
    [{ statusCreditCheck: 'refer' }, false, { kind: 'referred' }],
    [{ statusCreditCheck: 'referred' }, false, { kind: 'referred' }],
    [{ statusCreditCheck: 'waiting' }, false, { kind: 'onHold' }],
    [{ statusCreditCheck: 'declined' }, false, { kind: 'declined' }],
    [{ statusCreditCheck: 'approved' }, false, { kind: 'accepted' }],
    [
      { statusCreditCheck: 'approved', wetSignature: { signType: 'wet' } },
      true,
      { kind: 'signing', variant: 'wet' },
    ],
    [
      { statusCreditCheck: 'approved', businessDetails: { financeDetails: { personalGuarantee: 'yes' } } },
      true,
      { kind: 'signing', variant: 'combination' },
    ],
    [{ statusCreditCheck: 'approved' }, true, { kind: 'signing', variant: 'digital' }],
  ])(
    'chooses the review-and-sign screen by credit status (%o, signing opened: %s)',
    (scoreboard, opened, screen) => {
      expect(contractScreenFor(creditStandingOf(answer(scoreboard)), opened)).toEqual(screen);
    },
  );

  it("names the application to creditCheck by its id's first 8 characters plus '3' (journey §7)", () => {
    expect(creditCheckParamOf('a1b2c3d4-e5f6')).toBe('a1b2c3d43');
  });

  it('opens the socket on the page’s own host, secure when the page is', () => {
    expect(socketUrlOf('/graphql', { href: 'https://au.lease.example/applications/1' } as Location)).toBe(
      'wss://au.lease.example/graphql',
    );
    expect(socketUrlOf('/graphql', { href: 'http://au.localhost:3000/x' } as Location)).toBe(
      'ws://au.localhost:3000/graphql',
    );
  });
});
