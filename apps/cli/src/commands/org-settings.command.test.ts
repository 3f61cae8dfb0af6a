import { GetOrgProfilesByDomain } from '@lease-portal/domain';
import { EXIT_CODES } from '../exit-codes';
import { openSupportDesk, testEngines, type SupportDesk } from '../testing/support-desk';

describe.each(testEngines())('lease-admin org create and update on %s', (_engine, openDb) => {
  let desk: SupportDesk;

  beforeAll(async () => {
    desk = await openSupportDesk(openDb);
  }, 120_000);

  afterAll(() => desk.close(), 120_000);

  /** What the portal serves a page of this host, read afresh as each page load does. */
  const servedTo = async (host: string) =>
    (await new GetOrgProfilesByDomain(desk.services.orgProfiles).execute(host))[0]!;

  it('creates an organisation with its branding, served at its domain at once, in the trail', async () => {
    desk.as(desk.admin);
    const created = await desk.run(
      ...['org', 'create', '--id', 'org-au-fleetco', '--region', 'au', '--name', 'FleetCo Leasing'],
      ...['--domain', 'Fleetco.Example.com', '--domain', 'lease.fleetco.example.com'],
      ...['--primary-colour', '#0a7d3b', '--primary-logo', '/images/brands/fleetco.svg'],
      ...[
        '--phone',
        '1300 555 123',
        '--email',
        'help@fleetco.example.com',
        '--footer-text',
        'FleetCo Pty Ltd',
      ],
      ...[
        '--terms-link',
        'https://fleetco.example.com/terms',
        '--privacy-link',
        'https://fleetco.example.com/privacy',
      ],
      ...[
        '--introducer-name',
        'Broker Co',
        '--introducer-number',
        '51 824 753 556',
        '--calculator',
        'off',
        '--yes',
      ],
    );
    expect(created).toMatchObject({ exitCode: 0 });
    expect(created.stdout).toContain(
      'FleetCo Leasing (org-au-fleetco) is created; the portal shows it on the next page load.',
    );
    const served = await servedTo('LEASE.fleetco.example.com:443');
    expect(served).toMatchObject({
      orgId: 'org-au-fleetco',
      region: 'AU',
      whiteLabel: {
        domains: ['fleetco.example.com', 'lease.fleetco.example.com'],
        enableWhiteLabel: true,
        introducerName: 'Broker Co',
        introducerAbn: '51824753556',
        termsLink: 'https://fleetco.example.com/terms',
      },
      theme: {
        primaryColour: '#0a7d3b',
        primaryLogo: '/images/brands/fleetco.svg',
        footerText: 'FleetCo Pty Ltd',
      },
      calculator: { footerText: 'FleetCo Pty Ltd', phoneNumber: '1300 555 123' },
      pricingConfiguration: { calculator: { isCalculatorEnabled: false, manufacturersEnabled: true } },
    });
    expect(await desk.services.auditTrail.ofSubject('organisation:org-au-fleetco')).toEqual([
      expect.objectContaining({
        actor: `staff:${desk.admin.member.staffId}`,
        action: 'organisation.created',
        details: { fields: expect.arrayContaining(['name', 'domains', 'primaryColour', 'introducerNumber']) },
      }),
    ]);
  });

  it('updates only what is given, and clears a text given empty', async () => {
    desk.as(desk.admin);
    const updated = await desk.json<{
      theme: { primaryColour: string };
      whiteLabel: Record<string, unknown>;
    }>(
      ...['org', 'update', 'org-au-fleetco', '--primary-colour', '#123456', '--introducer-name', ''],
      ...['--introducer-number', '', '--yes', '--json'],
    );
    expect(updated.theme.primaryColour).toBe('#123456');
    const served = await servedTo('fleetco.example.com');
    expect(served.theme).toMatchObject({
      primaryColour: '#123456',
      primaryLogo: '/images/brands/fleetco.svg',
    });
    expect(served.whiteLabel.introducerName).toBeUndefined();
    expect(served.whiteLabel.introducerAbn).toBeUndefined();
    expect((await desk.services.auditTrail.ofSubject('organisation:org-au-fleetco')).at(-1)).toMatchObject({
      action: 'organisation.updated',
      details: { fields: ['primaryColour', 'introducerName', 'introducerNumber'] },
    });
  });

  it('refuses bad settings, each named by its option, and saves nothing', async () => {
    desk.as(desk.admin);
    const refused = await desk.run(
      ...['org', 'update', 'org-au-fleetco', '--primary-colour', 'green', '--terms-link', 'http://x.example'],
      ...[
        '--introducer-number',
        '12345678901',
        '--domain',
        'not a host',
        '--primary-logo',
        'javascript:alert(1)',
      ],
      '--yes',
    );
    expect(refused.exitCode).toBe(EXIT_CODES.BAD_INPUT);
    expect(refused.message.split('\n')).toEqual([
      '--primary-colour: must be a colour such as #002856',
      '--primary-logo: must be a path on the portal (/images/...) or an https address',
      '--terms-link: must be an https address',
      '--introducer-number: must be a valid ABN',
      "--domain: 'not a host' is not a host name",
      'Nothing was saved.',
    ]);
    expect((await servedTo('fleetco.example.com')).theme.primaryColour).toBe('#123456');
    expect(await desk.run('org', 'update', 'org-au-fleetco', '--calculator', 'maybe', '--yes')).toMatchObject(
      {
        exitCode: EXIT_CODES.BAD_INPUT,
        message: "--calculator: on or off, not 'maybe'\nNothing was saved.",
      },
    );
    expect(await desk.run('org', 'update', 'org-au-fleetco', '--yes')).toMatchObject({
      exitCode: EXIT_CODES.BAD_INPUT,
    });
    expect(await desk.run('org', 'update', 'org-nobody', '--name', 'X Co', '--yes')).toMatchObject({
      exitCode: EXIT_CODES.NOT_FOUND,
    });
  });

  it("refuses another organisation's domain, an existing id, and a member who is not an administrator", async () => {
    desk.as(desk.admin);
    expect(
      await desk.run('org', 'update', 'org-au-fleetco', '--domain', 'au.localhost', '--yes'),
    ).toMatchObject({
      exitCode: EXIT_CODES.BAD_INPUT,
      message: 'au.localhost belongs to org-au-demo: a domain serves one organisation.',
    });
    expect(
      await desk.run(
        'org',
        'create',
        '--id',
        'org-au-fleetco',
        '--region',
        'AU',
        '--name',
        'Again',
        '--domain',
        'again.example.com',
        '--yes',
      ),
    ).toMatchObject({
      exitCode: EXIT_CODES.BAD_INPUT,
      message: expect.stringContaining('exists: update it instead'),
    });
    desk.as(await desk.enrol('Sam Support', 'support'));
    expect(await desk.run('org', 'update', 'org-au-fleetco', '--name', 'Mine', '--yes')).toMatchObject({
      exitCode: EXIT_CODES.FORBIDDEN,
    });
    expect((await servedTo('fleetco.example.com')).whiteLabel.domains).toEqual([
      'fleetco.example.com',
      'lease.fleetco.example.com',
    ]);
  });

  it('refuses every wrong setting of a new organisation in one round', async () => {
    desk.as(desk.admin);
    const refused = await desk.run(
      ...['org', 'create', '--id', 'Org Bad', '--region', 'AU', '--primary-colour', 'green'],
      ...['--calculator', 'maybe', '--phone', '12', '--yes'],
    );
    expect(refused.exitCode).toBe(EXIT_CODES.BAD_INPUT);
    expect(refused.message.split('\n').sort()).toEqual(
      [
        "--calculator: on or off, not 'maybe'",
        '--domain: Give at least one domain',
        '--id: needs 2 to 63 lower-case letters, digits or hyphens',
        '--name: is required',
        '--primary-colour: must be a colour such as #002856',
        '--phone: must have at least 6 characters',
        'Nothing was saved.',
      ].sort(),
    );
    expect(refused.message).not.toMatch(/Field /);
  });
});
