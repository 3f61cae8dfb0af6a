/**
 * The people of the support desk who run `lease-admin` (issue: support tooling). Every change the
 * tool makes names one of them; what they may do follows from their role.
 */
export const STAFF_ROLES = ['support', 'creditOfficer', 'administrator'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export interface StaffMember {
  staffId: string;
  name: string;
  email: string;
  role: StaffRole;
  /** A disabled member keeps their history but can no longer act. */
  status: 'active' | 'disabled';
}

/** What staff do through the tool, in the desk's words. */
export type StaffAction =
  | 'read'
  | 'advanceApplication'
  | 'resendInvitation'
  | 'resetIdScanErrors'
  | 'retryPartnerCall'
  | 'disableUser'
  | 'manageOrganisations'
  | 'manageStaff'
  | 'importCatalogue'
  | 'proposeOverride'
  | 'approveOverride';

/**
 * Support reads, moves applications forward and repairs; credit officers also decide overrides of
 * risk; administrators run the organisations, the staff and the catalogue. Everyone may propose an
 * override; approving one is for the roles the override names (see maker-checker).
 */
const PERMISSIONS: Readonly<Record<StaffRole, readonly StaffAction[]>> = {
  support: [
    'read',
    'advanceApplication',
    'resendInvitation',
    'resetIdScanErrors',
    'retryPartnerCall',
    'disableUser',
    'proposeOverride',
  ],
  creditOfficer: [
    'read',
    'advanceApplication',
    'resendInvitation',
    'resetIdScanErrors',
    'retryPartnerCall',
    'proposeOverride',
    'approveOverride',
  ],
  administrator: [
    'read',
    'advanceApplication',
    'resendInvitation',
    'resetIdScanErrors',
    'retryPartnerCall',
    'disableUser',
    'manageOrganisations',
    'manageStaff',
    'importCatalogue',
    'proposeOverride',
    'approveOverride',
  ],
};

/** The roles whose members may take the action, for a refusal that says who may. */
export const rolesThatMay = (action: StaffAction): StaffRole[] =>
  STAFF_ROLES.filter((role) => PERMISSIONS[role].includes(action));

/** Whether the member may take the action now: active, and their role allows it. */
export function mayAct(member: StaffMember, action: StaffAction): boolean {
  return member.status === 'active' && PERMISSIONS[member.role].includes(action);
}
