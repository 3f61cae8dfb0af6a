import type { User } from '../../accounts/user';

/** Test support only: Ada, an AU company's Authorised Officer, signed in to the portal. */
export const AN_AU_OFFICER: User = {
  id: 'ada',
  orgId: 'org-au',
  firstName: 'Ada',
  lastName: 'Officer',
  email: 'ada@business.example',
  region: 'AU',
  createdAt: '2026-05-01T00:00:00.000Z',
};

/** Her ID details as the AU form sends them, from an NSW licence. */
export const AN_AU_ID_FORM = {
  firstName: 'Ada',
  lastName: 'Officer',
  dob: '14/03/1985',
  currentAddress: '1 George Street, Sydney NSW 2000',
  driversLicenceNumber: '12345678',
  driversLicenceExpiry: '21/07/2031',
  driversLicenceState: 'NSW',
  driversCardNumber: '20 1234 5678',
};
