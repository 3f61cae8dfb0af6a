import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pino from 'pino';
import { DATABASE, readConfig, startPortal, type RunningPortal } from '@lease-portal/server';
import { applicationWrites } from '@lease-portal/postgres/src/testing/application-writes';
import { ORG_PROFILES_MAX_AGE_MS, type Database } from '@lease-portal/postgres';
import { openCliServices } from './open-cli-services';
import { commandRunner } from './testing/run-command';

/**
 * End to end at the support desk: beside a running portal on its embedded database, a support member
 * finds a stuck application by the customer's e-mail, reads why it is stuck, and moves it on; the
 * trail names them. The desk's front end is lease-admin, so this drives lease-admin, not a browser.
 */
describe('a support member unsticks an application beside a running portal', () => {
  let dataDir: string;
  let portal: RunningPortal;
  const env: NodeJS.ProcessEnv = {};
  let cli: ReturnType<typeof openCliServices>;
  const run = commandRunner(() => cli.open());

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'lease-admin-desk-'));
    portal = await startPortal(
      { ...readConfig({ DATA_DIR: dataDir, PORT: '0' }), databaseUrl: undefined },
      pino({ level: 'silent' }),
    );
    // The administrator's key is saved in a file of their own; the support member's comes by the environment.
    Object.assign(env, { DATA_DIR: dataDir, LEASE_ADMIN_KEY_FILE: path.join(dataDir, 'admin', 'staff-key') });
    cli = openCliServices(env);
  }, 60_000);

  afterAll(async () => {
    await cli?.close();
    await portal?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('finds it by e-mail, reads why it is stuck, and moves it on', async () => {
    // Set-up: the first administrator enrols a second, and the two of them Sam of the support desk;
    // each new member receives their key with the code mailed to them (decision 2040).
    expect(
      await run('staff', 'init', '--name', 'Ada Lovelace', '--email', 'ada@provider.example', '--save-key'),
    ).toMatchObject({ exitCode: 0 });
    const keyMailedTo = async (email: string) => {
      const services = await cli.open();
      const [mail] = await services.mailOutbox.list({ to: email, limit: 1 });
      const redeemed = await services.staff.redeem.execute(/Enrolment code: (\S+)/.exec(mail!.text)![1]!);
      if (!redeemed.ok) throw redeemed.error;
      return redeemed.value.key;
    };
    await run(
      ...['staff', 'add', '--name', 'Grace Hopper', '--email', 'grace@provider.example'],
      ...['--role', 'administrator', '--reason', 'Second administrator', '--yes'],
    );
    const graceKey = await keyMailedTo('grace@provider.example');
    const proposed = await run(
      ...['staff', 'add', '--name', 'Sam Support', '--email', 'sam@provider.example', '--role', 'support'],
      ...['--reason', 'Joins the desk', '--yes', '--json'],
    );
    const { proposal } = JSON.parse(proposed.stdout) as { proposal: { proposalId: string } };
    env.LEASE_ADMIN_STAFF_KEY = graceKey;
    expect(await run('approvals', 'approve', proposal.proposalId, '--yes')).toMatchObject({ exitCode: 0 });
    env.LEASE_ADMIN_STAFF_KEY = await keyMailedTo('sam@provider.example');
    expect((await run('whoami')).stdout).toMatch(/^Sam Support <sam@provider.example>, support/);

    // A quote issued to Jordan, who signs it; the signing's move to Business Details never came.
    const created = await run(
      ...['application', 'create', '--org', 'org-au-demo', '--first-name', 'Jordan', '--last-name', 'Quill'],
      ...['--email', 'jordan.quill@acme.example', '--mobile', '0412345678', '--make', 'Toyota'],
      ...[
        '--model',
        'HiLux SR5',
        '--drive-away-price',
        '58990',
        '--monthly-rental',
        '1120.50',
        '--term',
        '48',
      ],
      ...['--quote-ref', 'Q-DESK-1', '--signing', 'electronic', '--yes', '--json'],
    );
    const { applicationId } = JSON.parse(created.stdout) as { applicationId: string };
    const services = await cli.open();
    const stored = (await services.applications.ofId(applicationId))!;
    await applicationWrites(portal.container.get<Database>(DATABASE)).update(
      {
        ...stored.value,
        journey: { ...stored.value.journey, status: 'reviewQuote', quoteSignature: 'completed' },
      },
      stored.version,
      { actor: 'partner:e-signature', action: 'application.quote.signed', at: new Date().toISOString() },
    );

    // The customer calls: support finds the application by the address they give, in their letter case.
    const found = await run('application', 'search', '--email', 'Jordan.Quill@ACME.example', '--json');
    expect(JSON.parse(found.stdout)).toMatchObject({ total: 1, items: [{ applicationId }] });

    // Reads where it stands, and why it is stuck.
    const shown = (await run('application', 'show', applicationId)).stdout;
    expect(shown).toMatch(/Step:\s+Review Quote/);
    expect(shown).toMatch(/Why:\s+The quote's e-signature is completed but the status did not move on/);
    expect(shown).toMatch(/Support may:\s+move it to businessDetails\n/);
    expect(shown).toMatch(/Stuck:\s+yes/);
    expect(shown).toMatch(/Next step:\s+Business Details & Credit Application \(businessDetails\), moved by/);

    // Moves it on, with a reason; a skipped step would have been refused.
    expect(
      await run('application', 'move', applicationId, '--to', 'approvals', '--reason', 'Skip ahead', '--yes'),
    ).toMatchObject({ exitCode: 5 });
    const moved = await run(
      ...[
        'application',
        'move',
        applicationId,
        '--to',
        'business',
        '--reason',
        'Quote signed; the move was lost',
      ],
      '--yes',
    );
    expect(moved).toMatchObject({
      exitCode: 0,
      stdout: `Application ${applicationId} moved from reviewQuote to businessDetails (primary).\n`,
    });
    const after = (await run('application', 'show', applicationId)).stdout;
    expect(after).toMatch(/Step:\s+Business Details & Credit Application/);
    expect(after).not.toMatch(/Stuck:/);

    // The trail says who did it, from where, and why.
    const history = (await run('application', 'history', applicationId)).stdout;
    expect(history).toMatch(/staff Sam Support, via lease-admin\n {2}application\.status\.changed/);
    expect(history).toContain('Quote signed; the move was lost');
    // Some thirty commands beside a running portal: seconds on a busy machine.
  }, 60_000);

  it("shows an administrator's new brand colour on the portal's pages within a second, without a restart", async () => {
    const colourServed = async () => {
      const response = await fetch(`http://127.0.0.1:${portal.port}/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          query:
            'query ($domain: String!) { getOrgProfilesByDomain(domain: $domain) { theme { primaryColour } } }',
          variables: { domain: 'au.localhost' },
        }),
      });
      const body = (await response.json()) as {
        data: { getOrgProfilesByDomain: { theme: { primaryColour: string } }[] };
      };
      return body.data.getOrgProfilesByDomain[0]?.theme.primaryColour;
    };
    expect(await colourServed()).not.toBe('#0a7d3b');
    // The administrator's own saved key, not the support member's.
    delete env.LEASE_ADMIN_STAFF_KEY;
    expect(await run('org', 'update', 'org-au-demo', '--primary-colour', '#0a7d3b', '--yes')).toMatchObject({
      exitCode: 0,
    });
    // The portal answers from the organisations it read less than a second ago (decision 2133).
    const deadline = Date.now() + ORG_PROFILES_MAX_AGE_MS + 5_000;
    let served = await colourServed();
    while (served !== '#0a7d3b' && Date.now() < deadline) {
      await sleep(100);
      served = await colourServed();
    }
    expect(served).toBe('#0a7d3b');
  });
});
