import { createHash } from 'node:crypto';
import { PostgresAuditTrail } from '@lease-portal/postgres';
import { buildContainer } from '@lease-portal/server';
import { SubmitIntroducerLead, type IntroducerKey } from '@lease-portal/domain';
import { EXIT_CODES } from '../exit-codes';
import { openSupportDesk, testEngines, type SupportDesk } from '../testing/support-desk';

describe.each(testEngines())('lease-admin introducer-keys on %s', (_engine, openDb) => {
  let desk: SupportDesk;
  let sam: Awaited<ReturnType<SupportDesk['enrol']>>;

  beforeAll(async () => {
    desk = await openSupportDesk(openDb);
    sam = await desk.enrol('Sam Support', 'support');
  }, 120_000);
  afterAll(() => desk.close(), 120_000);

  const reason = 'Harbour Brokers send their leads by API';

  it('makes a key an administrator sees once, kept only as its digest, with the reason in the trail', async () => {
    desk.as(desk.admin);
    const made = await desk.run(
      ...[
        'introducer-keys',
        'create',
        'org-au-demo',
        '--label',
        'Harbour Brokers CRM',
        '--reason',
        reason,
        '--yes',
      ],
    );
    expect(made.exitCode).toBe(0);
    const key = /^\s+(lpi_\S+)$/m.exec(made.stdout)?.[1];
    expect(key).toBeDefined();
    expect(made.stdout).toContain('shown this once');

    const rows = await desk.db.query<{ key_id: string; key_digest: string }>(
      'SELECT key_id, key_digest FROM introducer_keys',
    );
    expect(rows).toEqual([
      { key_id: expect.any(String), key_digest: createHash('sha256').update(String(key)).digest('hex') },
    ]);
    const keyId = rows[0]?.key_id ?? '';
    const trail = await new PostgresAuditTrail(desk.db).ofSubject(`introducer-key:${keyId}`);
    expect(trail).toEqual([
      expect.objectContaining({
        actor: `staff:${desk.admin.member.staffId}`,
        action: 'introducer.key.created',
        details: { orgId: 'org-au-demo', label: 'Harbour Brokers CRM', reason },
      }),
    ]);
    expect(JSON.stringify(trail)).not.toContain(String(key));

    // Listed to any member who may read, never with the key.
    desk.as(sam);
    const listed = await desk.run('introducer-keys', 'list', '--org', 'org-au-demo');
    expect(listed.exitCode).toBe(0);
    expect(listed.stdout).toContain(keyId);
    expect(listed.stdout).toContain('active');
    expect(listed.stdout).not.toContain(String(key));
    expect(
      await desk.json<IntroducerKey[]>('introducer-keys', 'list', '--org', 'org-nz-demo', '--json'),
    ).toEqual([]);
  });

  it('refuses support, an unknown organisation, a missing label and a short reason, making nothing', async () => {
    const before = (await desk.db.query('SELECT 1 FROM introducer_keys')).length;
    desk.as(sam);
    const asSupport = await desk.run(
      ...['introducer-keys', 'create', 'org-au-demo', '--label', 'Harbour CRM', '--reason', reason, '--yes'],
    );
    expect(asSupport.exitCode).toBe(EXIT_CODES.FORBIDDEN);
    desk.as(desk.admin);
    const noOrg = await desk.run(
      ...['introducer-keys', 'create', 'org-nobody', '--label', 'Harbour CRM', '--reason', reason, '--yes'],
    );
    expect(noOrg.exitCode).toBe(EXIT_CODES.NOT_FOUND);
    const blankLabel = await desk.run(
      ...['introducer-keys', 'create', 'org-au-demo', '--label', ' ', '--reason', reason, '--yes'],
    );
    expect(blankLabel.exitCode).toBe(EXIT_CODES.BAD_INPUT);
    const shortReason = await desk.run(
      ...['introducer-keys', 'create', 'org-au-demo', '--label', 'Harbour CRM', '--reason', 'ok', '--yes'],
    );
    expect(shortReason.exitCode).toBe(EXIT_CODES.BAD_INPUT);
    const noReason = await desk.run(
      'introducer-keys',
      'create',
      'org-au-demo',
      '--label',
      'Harbour CRM',
      '--yes',
    );
    expect(noReason.exitCode).not.toBe(0);
    expect((await desk.db.query('SELECT 1 FROM introducer_keys')).length).toBe(before);
  });

  it('revokes a key with a reason: the next lead sent with it is refused, and a second revoke says so', async () => {
    desk.as(desk.admin);
    const { key, introducerKey } = await desk.json<{ key: string; introducerKey: IntroducerKey }>(
      ...['introducer-keys', 'create', 'org-nz-demo', '--label', 'Kiwi Brokers CRM', '--reason', reason],
      ...['--yes', '--json'],
    );
    const submit = buildContainer(desk.db, {}).get(SubmitIntroducerLead);
    expect((await submit.admit({ key, orgId: 'org-nz-demo' })).ok).toBe(true);

    desk.as(sam);
    const bySupport = await desk.run(
      'introducer-keys',
      'revoke',
      introducerKey.keyId,
      '--reason',
      reason,
      '--yes',
    );
    expect(bySupport.exitCode).toBe(EXIT_CODES.FORBIDDEN);
    desk.as(desk.admin);
    const unknown = await desk.run('introducer-keys', 'revoke', 'key-nobody', '--reason', reason, '--yes');
    expect(unknown.exitCode).toBe(EXIT_CODES.NOT_FOUND);

    const revoked = await desk.run(
      ...[
        'introducer-keys',
        'revoke',
        introducerKey.keyId,
        '--reason',
        'Key pasted in a support ticket',
        '--yes',
      ],
    );
    expect(revoked.exitCode).toBe(0);
    expect(revoked.stdout).toContain('revoked');
    const refused = await submit.admit({ key, orgId: 'org-nz-demo' });
    expect(!refused.ok && refused.error.code).toBe('UNAUTHENTICATED');

    const again = await desk.run(
      'introducer-keys',
      'revoke',
      introducerKey.keyId,
      '--reason',
      reason,
      '--yes',
    );
    expect(again.exitCode).toBe(EXIT_CODES.NOT_ALLOWED);
    const trail = await new PostgresAuditTrail(desk.db).ofSubject(`introducer-key:${introducerKey.keyId}`);
    expect(trail.map((entry) => [entry.action, entry.details?.['reason']])).toEqual([
      ['introducer.key.created', reason],
      ['introducer.key.revoked', 'Key pasted in a support ticket'],
    ]);
    const listed = await desk.json<IntroducerKey[]>(
      'introducer-keys',
      'list',
      '--org',
      'org-nz-demo',
      '--json',
    );
    expect(listed).toEqual([
      expect.objectContaining({ keyId: introducerKey.keyId, revokedAt: expect.any(String) }),
    ]);
    // Only the fields asked for, as every read's --json <fields> (decision 2122).
    expect(
      await desk.json('introducer-keys', 'list', '--org', 'org-nz-demo', '--json', 'keyId,revokedBy'),
    ).toEqual([{ keyId: introducerKey.keyId, revokedBy: desk.admin.member.staffId }]);
  });
});
