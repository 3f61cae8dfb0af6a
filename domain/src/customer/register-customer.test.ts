import { anAccountsWorld } from '../accounts/testing/accounts-world';
import { anEnquiry } from '../leads/testing/enquiry-builder';
import { defaultOrgProfile } from '../organisation/default-org-profile';
import { aCustomerWorld } from './testing/customer-world';

const fleetCo = {
  ...defaultOrgProfile('AU'),
  orgId: 'fleet-co',
  name: 'Fleet Co',
  whiteLabel: { region: 'AU' as const, enableWhiteLabel: true, domains: ['lease.fleetco.com.au'] },
};

function aRegistration() {
  const accounts = anAccountsWorld({ orgProfiles: [fleetCo] });
  const customer = aCustomerWorld(accounts);
  const request = {
    leadId: 'lead-1',
    orgId: 'fleet-co',
    enquiry: anEnquiry('AU', {
      enquireType: 'register',
      contact: { ...anEnquiry().contact, email: 'Alex@FleetCo.example' },
    }),
    crmAccountId: 'ACC-1',
    opportunityId: 'OPP-1',
    host: 'lease.fleetco.com.au',
  };
  return { accounts, customer, request };
}

describe('RegisterCustomer', () => {
  it('creates the user with a calculator application holding the shortlist, audited, and mails a create-password link', async () => {
    const { accounts, customer, request } = aRegistration();
    const registered = await customer.registerCustomer.register(request);

    const user = await accounts.users.ofId(registered.userId);
    expect(user).toMatchObject({
      orgId: 'fleet-co',
      email: 'alex@fleetco.example',
      firstName: 'Alex',
      region: 'AU',
    });
    const application = (await customer.applications.ofId(registered.vehicleApplicationId))!.value;
    expect(application).toMatchObject({
      applicationType: 'calculator',
      orgUserId: registered.userId,
      calculator: {
        company: { name: 'Lygon Street Espresso', abn: '51824753556', entityType: 'IND' },
        contact: { firstName: 'Alex', email: 'alex@fleetco.example' },
        shortlists: request.enquiry.shortlists,
        fleetSize: 4,
        yearsTrading: '2 - 5 years',
        crm: { accountId: 'ACC-1', opportunityId: 'OPP-1' },
      },
      journey: {
        currentUser: { region: 'AU', orgName: 'Fleet Co', firstName: 'Alex', email: 'alex@fleetco.example' },
        companyDetails: { companyName: 'Lygon Street Espresso', abn: '51824753556' },
      },
    });
    expect(application.journey.primaryApplicant).toBeUndefined();
    expect(application.journey.status).toBeUndefined();
    expect(await customer.audit.ofApplication(application.applicationId)).toEqual([
      expect.objectContaining({
        action: 'customer.registered',
        details: expect.objectContaining({ leadId: 'lead-1' }),
      }),
    ]);
    expect(accounts.mailer.sent).toHaveLength(1);
    expect(accounts.mailer.sent[0]!.to).toBe('alex@fleetco.example');
    expect(accounts.mailer.sent[0]!.text).toContain('https://lease.fleetco.com.au/reset-password?hash=');
  });

  it('never duplicates an existing address and leaves their applications alone', async () => {
    const { accounts, customer, request } = aRegistration();
    const first = await customer.registerCustomer.register(request);
    const again = await customer.registerCustomer.register({ ...request, leadId: 'lead-2' });
    expect(again).toEqual(first);
    expect(await customer.applications.ofUser(first.userId)).toHaveLength(1);
    expect(accounts.mailer.sent).toHaveLength(2);
  });

  it('writes nothing and sends nothing when the sign-up cannot be stored', async () => {
    const { accounts, customer, request } = aRegistration();
    customer.unitOfWork.failNext = new Error('the database went away');
    await expect(customer.registerCustomer.register(request)).rejects.toThrow('the database went away');
    expect(await accounts.users.ofEmail('fleet-co', 'alex@fleetco.example')).toBeUndefined();
    expect(accounts.mailer.sent).toHaveLength(0);
  });
});
