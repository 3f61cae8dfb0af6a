import { DomainError, mayAct, staffErrors, type StaffMember } from '@lease-portal/domain';
import type { CliServices } from '../services';

/** The member running the command, from their saved key (decision 1810). */
export async function signedInStaff(services: CliServices): Promise<StaffMember> {
  const key = await services.staff.keys.read();
  if (!key) {
    throw new DomainError(
      'UNAUTHENTICATED',
      'Sign in first: `lease-admin login` with your staff key (or set LEASE_ADMIN_STAFF_KEY).',
    );
  }
  const member = await services.staff.identify.execute(key);
  if (!member.ok) throw member.error;
  return member.value;
}

/** The member running a read, who must be allowed to read (decisions 1800, 1820). */
export async function signedInReader(services: CliServices): Promise<StaffMember> {
  const member = await signedInStaff(services);
  if (!mayAct(member, 'read')) throw staffErrors.notPermitted('read');
  return member;
}
