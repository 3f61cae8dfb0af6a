export { PostgresStaffMembers } from './postgres-staff-members';
export { PostgresOverrideProposals, overrideProposalsIn } from './postgres-override-proposals';
