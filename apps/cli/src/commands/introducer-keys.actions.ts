import type { IntroducerKey } from '@lease-portal/domain';
import type { CommandContext } from '../services';
import { moment } from './application-view';
import { confirmChange } from './confirm-change';
import { signedInStaff } from './signed-in';

/**
 * `introducer-keys create` (decision 2121): checked, asked, made; the key shown this once, as a staff
 * key is, and kept only as its digest.
 */
export async function createIntroducerKey(
  { open, out }: CommandContext,
  orgId: string,
  options: { label: string; reason: string; yes?: boolean; json?: boolean },
) {
  const services = await open();
  const member = await signedInStaff(services);
  const org = await services.orgProfiles.ofId(orgId);
  // The use case refuses an unknown organisation or a bad label: asked only about what can be made.
  if (org) {
    await confirmChange(
      services,
      options,
      `Make an introducer key "${options.label.trim()}" for ${org.name} (${org.orgId})? It is shown once.`,
    );
  }
  const created = await services.introducerKeys.create.execute(member, { orgId, ...options });
  if (!created.ok) throw created.error;
  if (options.json) return out.json(created.value);
  const { key, introducerKey } = created.value;
  out.line(`Introducer key ${introducerKey.keyId} for ${introducerKey.orgId} (${introducerKey.label}).`);
  out.line(
    'The key, shown this once: hand it to the introducer privately; the portal keeps only its digest.',
  );
  out.line(`  ${key}`);
  out.line(
    `Their system sends it in the X-Api-Key header to /api/introducers/v1/organisations/${introducerKey.orgId}/…`,
  );
}

export async function listIntroducerKeys(
  { open, out }: CommandContext,
  options: { org?: string; json?: boolean | string },
) {
  const services = await open();
  const member = await signedInStaff(services);
  const listed = await services.introducerKeys.list.execute(
    member,
    options.org ? { orgId: options.org } : {},
  );
  if (!listed.ok) throw listed.error;
  if (options.json) return out.json(listed.value);
  out.table(listed.value.map(row), { wrap: ['label'] });
}

const row = (key: IntroducerKey) => ({
  id: key.keyId,
  org: key.orgId,
  label: key.label,
  created: `${moment(key.createdAt)} by ${key.createdBy}`,
  status: key.revokedAt ? `revoked ${moment(key.revokedAt)} by ${key.revokedBy ?? ''}` : 'active',
});

/** `introducer-keys revoke`: checked, asked, revoked; the next request with the key is refused. */
export async function revokeIntroducerKey(
  { open, out }: CommandContext,
  keyId: string,
  options: { reason: string; yes?: boolean; json?: boolean },
) {
  const services = await open();
  const member = await signedInStaff(services);
  const checked = await services.introducerKeys.revoke.check(member, { keyId, reason: options.reason });
  if (!checked.ok) throw checked.error;
  const key = checked.value;
  await confirmChange(
    services,
    options,
    `Revoke introducer key ${key.keyId} of ${key.orgId} (${key.label})? Their system's next request is refused.`,
  );
  const revoked = await services.introducerKeys.revoke.execute(member, { keyId, reason: options.reason });
  if (!revoked.ok) throw revoked.error;
  if (options.json) return out.json(revoked.value);
  out.line(
    `Introducer key ${revoked.value.keyId} of ${revoked.value.orgId} is revoked: it is refused from now on.`,
  );
}
