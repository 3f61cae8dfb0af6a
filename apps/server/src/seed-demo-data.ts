import type { OrgProfiles } from '@lease-portal/domain';
import { demoOrganisations } from './seed/demo-organisations';

/** Adds the demo organisations that are missing; never overwrites a profile someone has changed. */
export async function seedDemoOrganisations(orgProfiles: OrgProfiles): Promise<string[]> {
  const added: string[] = [];
  for (const profile of demoOrganisations) {
    if (await orgProfiles.ofId(profile.orgId)) continue;
    await orgProfiles.save(profile);
    added.push(profile.orgId);
  }
  return added;
}
