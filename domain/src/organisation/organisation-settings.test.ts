import { SettableClock } from '../accounts/testing/in-memory-accounts';
import type { AuditEntry } from '../application/audit-entry';
import { STAFF_REASONS } from '../staff/staff-errors';
import type { StaffMember } from '../staff/staff-member';
import type { OrgProfile } from './org-profile';
import { CreateOrganisation, ORGANISATION_REASONS, UpdateOrganisation } from './organisation-settings';

const admin: StaffMember = {
  staffId: 'ada',
  name: 'Ada',
  email: 'ada@p.example',
  role: 'administrator',
  status: 'active',
};
const support: StaffMember = { ...admin, staffId: 'sam', role: 'support' };

function aDesk() {
  const saved = new Map<string, OrgProfile>();
  const entries: AuditEntry[] = [];
  const orgProfiles = {
    ofId: async (orgId: string) => structuredClone(saved.get(orgId)),
    save: async (profile: OrgProfile, entry?: AuditEntry) => {
      saved.set(profile.orgId, structuredClone(profile));
      if (entry) entries.push(entry);
    },
    add: async (profile: OrgProfile, entry?: AuditEntry) => {
      if (saved.has(profile.orgId)) return false;
      saved.set(profile.orgId, structuredClone(profile));
      if (entry) entries.push(entry);
      return true;
    },
  };
  const deps = { orgProfiles, clock: new SettableClock(new Date('2026-11-24T09:00:00Z')) };
  return { saved, entries, create: new CreateOrganisation(deps), update: new UpdateOrganisation(deps) };
}

const fieldsOf = (result: { ok: boolean; error?: { details?: Record<string, unknown> } }) =>
  result.ok ? undefined : Object.keys((result.error?.details?.fields as object) ?? {});

describe('organisations managed by administrators', () => {
  it("creates one on the region's defaults, white-labelled, with the settings given", async () => {
    const desk = aDesk();
    const created = await desk.create.execute(admin, {
      orgId: ' Org-NZ-Kiwi ',
      region: 'NZ',
      name: 'Kiwi Co',
      domains: ['Kiwi.Example.NZ.', 'kiwi.example.nz'],
      introducerNumber: '9429032097351',
    });
    if (!created.ok) throw created.error;
    expect(created.value).toMatchObject({
      orgId: 'org-nz-kiwi',
      region: 'NZ',
      name: 'Kiwi Co',
      whiteLabel: { domains: ['kiwi.example.nz'], enableWhiteLabel: true, introducerAbn: '9429032097351' },
      pricingConfiguration: { calculator: { isCalculatorEnabled: true, manufacturersEnabled: true } },
    });
    expect(created.value.theme.phoneNumber).toBeTruthy();
    expect(desk.entries).toEqual([
      {
        actor: 'staff:ada',
        action: 'organisation.created',
        subject: 'organisation:org-nz-kiwi',
        at: '2026-11-24T09:00:00.000Z',
        details: { fields: ['name', 'introducerNumber', 'domains'] },
      },
    ]);
  });

  it('refuses a bad id, region, missing name or domain, and an id that exists, saving nothing', async () => {
    const desk = aDesk();
    expect(fieldsOf(await desk.create.execute(admin, { orgId: 'X', region: 'UK' }))).toEqual([
      'orgId',
      'region',
      'name',
      'domains',
    ]);
    await desk.create.execute(admin, {
      orgId: 'org-a',
      region: 'AU',
      name: 'A Co',
      domains: ['a.example.com'],
    });
    const again = await desk.create.execute(admin, {
      orgId: 'org-a',
      region: 'AU',
      name: 'Again Co',
      domains: ['b.example'],
    });
    expect(again.ok ? undefined : again.error.details?.reason).toBe(ORGANISATION_REASONS.exists);
    expect(desk.saved.size).toBe(1);
  });

  it('refuses, not replaces, an organisation created by someone else since it looked', async () => {
    const desk = aDesk();
    const input = { orgId: 'org-b', region: 'AU', name: 'B Co', domains: ['b.example.com'] };
    // Both creations look before either writes: the second finds no organisation yet.
    const [first, second] = await Promise.all([
      desk.create.execute(admin, input),
      desk.create.execute(admin, { ...input, name: 'Other B Co', domains: ['other-b.example.com'] }),
    ]);
    expect([first.ok, second.ok ? undefined : second.error.details?.reason]).toEqual([
      true,
      ORGANISATION_REASONS.exists,
    ]);
    expect(desk.saved.get('org-b')?.name).toBe('B Co');
    expect(desk.entries).toHaveLength(1);
  });

  it.each([
    ['primaryColour', 'blue'],
    ['primaryColour', '#12345'],
    ['primaryLogo', '//evil.example/logo.png'],
    ['primaryLogo', 'http://plain.example/logo.png'],
    ['termsLink', '/terms'],
    ['email', 'not-an-address'],
    ['phoneNumber', '12'],
    ['businessNumber', '51 824 753 557'],
    ['footerText', 'x'.repeat(501)],
    ['name', ' '],
  ])('refuses %s %j on an update', async (field, value) => {
    const desk = aDesk();
    await desk.create.execute(admin, {
      orgId: 'org-a',
      region: 'AU',
      name: 'A Co',
      domains: ['a.example.com'],
    });
    const before = desk.saved.get('org-a');
    expect(fieldsOf(await desk.update.execute(admin, 'org-a', { [field]: value }))).toEqual([field]);
    expect(desk.saved.get('org-a')).toEqual(before);
  });

  it('refuses domains that are not host names, or none', async () => {
    const desk = aDesk();
    await desk.create.execute(admin, {
      orgId: 'org-a',
      region: 'AU',
      name: 'A Co',
      domains: ['a.example.com'],
    });
    expect(fieldsOf(await desk.update.execute(admin, 'org-a', { domains: ['a b.example'] }))).toEqual([
      'domains',
    ]);
    expect(fieldsOf(await desk.update.execute(admin, 'org-a', { domains: [' '] }))).toEqual(['domains']);
  });

  it('changes only what is given, clears an empty text, and names the settings in the trail', async () => {
    const desk = aDesk();
    await desk.create.execute(admin, {
      orgId: 'org-a',
      region: 'AU',
      name: 'A Co',
      domains: ['a.example.com'],
      introducerName: 'Broker',
      primaryColour: '#111111',
    });
    const updated = await desk.update.execute(admin, 'org-a', {
      introducerName: '',
      footerText: 'A Co Pty Ltd',
      manufacturersEnabled: false,
    });
    if (!updated.ok) throw updated.error;
    expect(updated.value.whiteLabel.introducerName).toBeUndefined();
    expect(updated.value.theme).toMatchObject({ primaryColour: '#111111', footerText: 'A Co Pty Ltd' });
    expect(updated.value.calculator.footerText).toBe('A Co Pty Ltd');
    expect(updated.value.pricingConfiguration.calculator).toEqual({
      isCalculatorEnabled: true,
      manufacturersEnabled: false,
    });
    expect(desk.entries.at(-1)?.details).toEqual({
      fields: ['footerText', 'introducerName', 'manufacturersEnabled'],
    });
    expect(fieldsOf(await desk.update.execute(admin, 'org-a', {}))).toEqual(['settings']);
  });

  it('is for administrators only, and an unknown organisation is not found', async () => {
    const desk = aDesk();
    const bySupport = await desk.create.execute(support, {
      orgId: 'org-a',
      region: 'AU',
      name: 'Again Co',
      domains: ['a.example'],
    });
    expect(bySupport.ok ? undefined : bySupport.error.details?.reason).toBe(STAFF_REASONS.notPermitted);
    const unknown = await desk.update.execute(admin, 'org-none', { name: 'X Co' });
    expect(unknown.ok ? undefined : unknown.error.code).toBe('NOT_FOUND');
  });
});
