import type { OrgProfile } from '../organisation/org-profile';
import { anAccountsWorld } from './testing/accounts-world';

const fleetCo: OrgProfile = {
  orgId: 'org-au',
  name: 'Fleet Co',
  region: 'AU',
  whiteLabel: {
    region: 'AU',
    enableWhiteLabel: true,
    domains: ['lease.fleetco.example', 'fleetco.localhost'],
    introducerName: 'Fleet Co Leasing',
  },
  calculator: { headerLinks: [], phoneNumber: '1300 111 222' },
  pricingConfiguration: { calculator: { isCalculatorEnabled: true, manufacturersEnabled: false } },
  theme: { primaryColour: '#aa0000', email: 'help@fleetco.example' },
  loginLogos: {},
};

async function aWorld() {
  const world = anAccountsWorld({ orgProfiles: [fleetCo] });
  const user = await world.aCustomer({ email: 'sam@fleetco.example', firstName: 'Sam' });
  return { world, user };
}

describe('IssuePasswordResetLink', () => {
  it('e-mails a branded link to /reset-password on the organisation domain', async () => {
    const { world } = await aWorld();
    const outcome = await world.issuePasswordResetLink.execute({
      orgId: 'org-au',
      email: 'Sam@FleetCo.example',
      purpose: 'reset-password',
    });
    expect(outcome).toBe('sent');
    const [mail] = world.mailer.sent;
    expect(mail).toMatchObject({
      to: 'sam@fleetco.example',
      subject: 'Reset your Fleet Co Leasing password',
      orgId: 'org-au',
      kind: 'account.reset-password',
    });
    const link = 'https://lease.fleetco.example/reset-password?hash=token-1&email=sam%40fleetco.example';
    expect(mail!.text).toContain(link);
    expect(mail!.text).toContain('Hi Sam,');
    expect(mail!.text).toContain('expires in 1 hour');
    expect(mail!.text).toContain('Call us on 1300 111 222 or e-mail help@fleetco.example');
    expect(mail!.html).toContain(`href="${link.replace('&', '&amp;')}"`);
    expect(mail!.html).toContain('background: #aa0000');
  });

  it('links back to the host the request came to when it is one of the organisation', async () => {
    const { world } = await aWorld();
    await world.issuePasswordResetLink.execute({
      orgId: 'org-au',
      email: 'sam@fleetco.example',
      purpose: 'create-password',
      host: 'FleetCo.localhost:3000',
    });
    const [mail] = world.mailer.sent;
    expect(mail!.subject).toBe('Set up your Fleet Co Leasing password');
    expect(mail!.kind).toBe('account.create-password');
    expect(mail!.text).toContain('https://fleetco.localhost/reset-password?hash=token-1');
    expect(mail!.text).toContain('expires in 72 hours');
  });

  it('uses the region defaults for an organisation without a profile', async () => {
    const world = anAccountsWorld();
    await world.aCustomer({ orgId: 'org-nz', region: 'NZ', email: 'kiri@example.nz' });
    await world.issuePasswordResetLink.execute({
      orgId: 'org-nz',
      email: 'kiri@example.nz',
      purpose: 'reset-password',
    });
    const [mail] = world.mailer.sent;
    expect(mail!.subject).toBe('Reset your Lease Portal password');
    expect(mail!.text).toContain('Call us on 0800 438 435 or e-mail support@leaseportal.co.nz');
    expect(mail!.text).toContain('https://portal.example/reset-password?');
  });

  it('stores only the digest of a single-use link that expires', async () => {
    const { world, user } = await aWorld();
    await world.issuePasswordResetLink.execute({
      orgId: 'org-au',
      email: user.email,
      purpose: 'reset-password',
    });
    expect([...world.resetTokens.tokens.values()]).toEqual([
      expect.objectContaining({
        userId: user.id,
        digest: 'digest(token-1)',
        purpose: 'reset-password',
        createdAt: '2026-05-04T09:00:00.000Z',
        expiresAt: '2026-05-04T10:00:00.000Z',
      }),
    ]);
  });

  it('sends nothing for an unknown address, and says so only to the caller', async () => {
    const { world } = await aWorld();
    expect(
      await world.issuePasswordResetLink.execute({
        orgId: 'org-au',
        email: 'nobody@fleetco.example',
        purpose: 'reset-password',
      }),
    ).toBe('no-such-user');
    expect(world.mailer.sent).toEqual([]);
  });

  it('sends at most 5 mails an hour to one address', async () => {
    const { world, user } = await aWorld();
    const request = { orgId: 'org-au', email: user.email, purpose: 'reset-password' as const };
    for (let i = 0; i < 5; i++) expect(await world.issuePasswordResetLink.execute(request)).toBe('sent');
    expect(await world.issuePasswordResetLink.execute(request)).toBe('throttled');
    expect(world.mailer.sent).toHaveLength(5);
    world.clock.advanceMinutes(60);
    expect(await world.issuePasswordResetLink.execute(request)).toBe('sent');
  });

  it('escapes what the profile and user say in the HTML', async () => {
    const world = anAccountsWorld();
    await world.aCustomer({ email: 'x@example.com', firstName: '<script>alert(1)</script>' });
    await world.issuePasswordResetLink.execute({
      orgId: 'org-au',
      email: 'x@example.com',
      purpose: 'reset-password',
    });
    expect(world.mailer.sent[0]!.html).not.toContain('<script>');
    expect(world.mailer.sent[0]!.html).toContain('&lt;script&gt;');
  });
});
