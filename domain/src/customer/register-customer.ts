import type { IssuePasswordResetLink } from '../accounts/issue-password-reset-link';
import { normalisedEmailAddress } from '../accounts/login-throttle';
import type { User } from '../accounts/user';
import type { UserCredentials } from '../accounts/user-credentials.port';
import type { Users } from '../accounts/users.port';
import { auditActor, type AuditEntry } from '../application/audit-entry';
import type { CrmRecordIds, VehicleApplication } from '../application/vehicle-application';
import type { VehicleApplications } from '../application/vehicle-applications.port';
import type {
  CustomerRegistration,
  CustomerRegistrationRequest,
  RegisteredCustomer,
} from '../leads/customer-registration.port';
import type { OrgProfiles } from '../organisation/org-profiles.port';
import type { Clock } from '../shared/clock';
import type { Ids } from '../shared/ids';
import { CALCULATOR_DEFAULT_REGION } from '../shared/region';
import { DomainError } from '../shared/result';
import { calculatorApplicationFor } from './calculator-application';
import type { CustomerUnitOfWork } from './customer-transaction';

export interface RegisterCustomerDependencies {
  users: Pick<Users, 'ofEmail'>;
  credentials: Pick<UserCredentials, 'passwordHashOf'>;
  applications: Pick<VehicleApplications, 'ofUser'>;
  /** The user and their application are written together, with the application's audit entry. */
  unitOfWork: CustomerUnitOfWork;
  orgProfiles: Pick<OrgProfiles, 'ofId'>;
  passwordLinks: Pick<IssuePasswordResetLink, 'execute'>;
  ids: Ids;
  clock: Clock;
}

/**
 * The accounts side of an online-account request (the CustomerRegistration seam, decision 1100):
 * the enquiry's contact becomes a user of the organisation of the request's host, with a calculator
 * application holding the shortlist (user and application in one transaction), then the e-mail with
 * the 'create your password' link goes out. The CRM finds its records by organisation and e-mail, so
 * the new user's account and opportunity are theirs without a further write.
 *
 * An address that already has a user in the organisation creates nothing new and changes nothing of
 * theirs: the answer is the same shape (their newest application, or a first calculator application
 * when they have none), and the mail is a link to the portal (create-password while they have no
 * password, else reset-password), so the request tells the caller nothing about who exists.
 */
export class RegisterCustomer implements CustomerRegistration {
  constructor(private readonly deps: RegisterCustomerDependencies) {}

  async isRegistered(orgId: string, email: string): Promise<boolean> {
    return (await this.deps.users.ofEmail(orgId, normalisedEmailAddress(email))) !== undefined;
  }

  async register(request: CustomerRegistrationRequest): Promise<RegisteredCustomer> {
    const { users, credentials } = this.deps;
    const email = normalisedEmailAddress(request.enquiry.contact.email);
    const existing = await users.ofEmail(request.orgId, email);
    const registered = existing
      ? await this.forExistingUser(existing, request)
      : await this.signUp(email, request);

    const hasPassword = !!(await credentials.passwordHashOf(registered.userId));
    await this.deps.passwordLinks.execute({
      orgId: request.orgId,
      email,
      purpose: hasPassword ? 'reset-password' : 'create-password',
      ...(request.host ? { host: request.host } : {}),
    });
    return registered;
  }

  private async signUp(email: string, request: CustomerRegistrationRequest): Promise<RegisteredCustomer> {
    const { orgProfiles, ids, clock, users } = this.deps;
    const at = clock.now().toISOString();
    const profile = await orgProfiles.ofId(request.orgId);
    const { contact } = request.enquiry;
    const user: User = {
      id: ids.next(),
      orgId: request.orgId,
      firstName: contact.firstName.trim(),
      lastName: contact.lastName.trim(),
      email,
      contactNumber: contact.phone.trim(),
      region: profile?.region ?? request.enquiry.introducer?.region ?? CALCULATOR_DEFAULT_REGION,
      createdAt: at,
    };
    const application = calculatorApplicationFor({
      applicationId: ids.next(),
      user,
      enquiry: request.enquiry,
      profile,
      crm: crmRecordIdsOf(request),
      at,
    });
    try {
      await this.store(application, this.audit('customer.registered', request, at), user);
    } catch (error) {
      // The same address registered at the same moment: answer as for an existing user.
      if (!(error instanceof DomainError) || error.code !== 'BAD_INPUT') throw error;
      const winner = await users.ofEmail(request.orgId, email);
      if (!winner) throw error;
      return this.forExistingUser(winner, request);
    }
    return { userId: user.id, vehicleApplicationId: application.applicationId };
  }

  private async forExistingUser(
    user: User,
    request: CustomerRegistrationRequest,
  ): Promise<RegisteredCustomer> {
    const { applications, orgProfiles, ids, clock } = this.deps;
    const current = (await applications.ofUser(user.id)).find(({ value }) => value.orgId === user.orgId);
    if (current) return { userId: user.id, vehicleApplicationId: current.value.applicationId };
    const at = clock.now().toISOString();
    const application = calculatorApplicationFor({
      applicationId: ids.next(),
      user,
      enquiry: request.enquiry,
      profile: await orgProfiles.ofId(user.orgId),
      crm: crmRecordIdsOf(request),
      at,
    });
    await this.store(application, this.audit('calculator-application.opened', request, at));
    return { userId: user.id, vehicleApplicationId: application.applicationId };
  }

  /** The application with its audit entry, and the new user with them when there is one, in one unit of work. */
  private store(application: VehicleApplication, audit: AuditEntry, user?: User): Promise<void> {
    return this.deps.unitOfWork.run(async (tx) => {
      if (user) await tx.users.add(user);
      await tx.leaseApplications.add(application);
      await tx.auditEntries.record({ ...audit, applicationId: application.applicationId });
    });
  }

  private audit(action: string, request: CustomerRegistrationRequest, at: string): AuditEntry {
    return {
      // An anonymous visitor asked for the account; the portal acted on their request.
      actor: auditActor.visitor,
      action,
      at,
      details: {
        leadId: request.leadId,
        crmAccountId: request.crmAccountId,
        opportunityId: request.opportunityId,
        shortlisted: request.enquiry.shortlists.length,
      },
    };
  }
}

function crmRecordIdsOf(request: CustomerRegistrationRequest): CrmRecordIds | undefined {
  const { crmAccountId, opportunityId } = request;
  return crmAccountId && opportunityId ? { accountId: crmAccountId, opportunityId } : undefined;
}
