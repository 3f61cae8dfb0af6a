import type { User } from '../accounts/user';
import type { CrmRecordIds, VehicleApplication } from '../application/vehicle-application';
import type { Enquiry } from '../leads/enquiry';
import type { OrgProfile } from '../organisation/org-profile';

/**
 * The calculator application a registration opens (calculator §3 'Vehicle application'): what the
 * enquiry captured, and a journey that names the current user and the company. No primary applicant
 * is named: the owner of a calculator application is its primary (decision 0105), and no status is
 * set until the customer starts the credit application.
 */
export function calculatorApplicationFor(input: {
  applicationId: string;
  user: User;
  enquiry: Enquiry;
  profile: Pick<OrgProfile, 'name'> | undefined;
  /** The CRM records the request made, when it made any (a new customer). */
  crm?: CrmRecordIds | undefined;
  at: string;
}): VehicleApplication {
  const { applicationId, user, enquiry, profile, crm, at } = input;
  const { customer, contact } = enquiry;
  const businessNumber = customer.abn.replace(/\s+/g, '');
  return {
    applicationId,
    applicationType: 'calculator',
    orgId: user.orgId,
    orgUserId: user.id,
    calculator: {
      company: {
        name: customer.name.trim(),
        abn: businessNumber,
        ...(customer.location ? { location: customer.location } : {}),
        ...(customer.entityType ? { entityType: customer.entityType } : {}),
      },
      contact: {
        firstName: contact.firstName.trim(),
        lastName: contact.lastName.trim(),
        phone: contact.phone.trim(),
        email: user.email,
        ...(contact.location ? { location: contact.location } : {}),
        ...(contact.postCode ? { postCode: contact.postCode } : {}),
      },
      ...(enquiry.introducer ? { introducer: enquiry.introducer } : {}),
      shortlists: enquiry.shortlists,
      ...(enquiry.fleetSize !== undefined ? { fleetSize: enquiry.fleetSize } : {}),
      ...(enquiry.yearsTrading ? { yearsTrading: enquiry.yearsTrading } : {}),
      ...(crm ? { crm } : {}),
    },
    journey: {
      currentUser: {
        region: user.region,
        ...(profile?.name ? { orgName: profile.name } : {}),
        firstName: user.firstName,
        email: user.email,
      },
      companyDetails: {
        companyName: customer.name.trim(),
        ...(user.region === 'NZ' ? { nzbn: businessNumber } : { abn: businessNumber }),
      },
    },
    createdAt: at,
    updatedAt: at,
  };
}
