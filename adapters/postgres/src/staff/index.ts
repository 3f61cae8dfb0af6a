export { PostgresStaffMembers } from './postgres-staff-members';
