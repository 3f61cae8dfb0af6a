/**
 * @jest-environment node
 */
import {
  STATES,
  fromState,
  interaction,
  like,
  refusal,
  typename,
  webApiPact,
} from '../../testing/web-api-pact';
import { GetApplicationAfterLogin } from './graphql/getApplicationAfterLogin';
import { Login } from './graphql/login';
import { Logout } from './graphql/logout';
import { PasswordLink } from './graphql/passwordLink';
import { RequestPasswordReset } from './graphql/requestPasswordReset';
import { ResetPassword } from './graphql/resetPassword';

const pact = webApiPact();

const signedInUser = {
  ...typename('User'),
  id: like('user-1'),
  orgId: like('org-au-demo'),
  firstName: like('Sam'),
  lastName: like('Driver'),
  email: like('sam@fleetco.example'),
  contactNumber: like('0412345678'),
  region: 'AU',
};

describe('signing in and out, as the web app asks for it', () => {
  it("signs in on the organisation of the page's host", () =>
    interaction(pact, {
      given: STATES.customerWithPassword,
      uponReceiving: 'a login with the right e-mail address and password',
      document: Login,
      host: 'au',
      variables: {
        email: fromState('email', 'sam@fleetco.example'),
        password: fromState('password', 'example-password'),
      },
      respondWith: {
        data: {
          login: { ...typename('Session'), expiresAt: like('2026-11-24T10:00:00.000Z'), user: signedInUser },
        },
      },
    }).executeTest(async ({ client, document, variables }) => {
      const { data } = await client.mutate({ mutation: document, variables });
      expect(data?.login.user.firstName).toBe('Sam');
    }));

  it('refuses a wrong password with UNAUTHENTICATED, whose message the form shows', () =>
    interaction(pact, {
      given: STATES.customerWithPassword,
      uponReceiving: 'a login with a wrong password',
      document: Login,
      host: 'au',
      variables: { email: fromState('email', 'sam@fleetco.example'), password: 'not-the-password' },
      respondWith: refusal('UNAUTHENTICATED', 'Incorrect email or password.'),
    }).executeTest(async ({ client, document, variables }) => {
      await expect(client.mutate({ mutation: document, variables })).rejects.toMatchObject({
        errors: [{ extensions: { code: 'UNAUTHENTICATED' } }],
      });
    }));

  it('reads the signed-in customer and their application, which decide where the login leads', () =>
    interaction(pact, {
      given: STATES.calculatorCustomer,
      uponReceiving: 'a request for the application after login',
      document: GetApplicationAfterLogin,
      host: 'au',
      signedIn: true,
      respondWith: {
        data: {
          getVehicleApplication: {
            ...typename('SignedInApplication'),
            user: signedInUser,
            vehicleApplication: {
              ...typename('VehicleApplication'),
              applicationId: like('app-1'),
              applicationStatus: like('draft'),
              applicationType: 'calculator',
              orgUserId: like('user-1'),
              // A calculator application's owner is its primary; nothing else is set yet.
              scoreboard: {
                ...typename('Scoreboard'),
                status: null,
                validMLADate: null,
                primaryApplicant: null,
                secondaryApplicant: null,
              },
            },
          },
        },
      },
    }).executeTest(async ({ client, document }) => {
      const { data } = await client.query({ query: document });
      expect(data?.getVehicleApplication.vehicleApplication?.applicationType).toBe('calculator');
    }));

  it("reads an officer's quoted application, which leads the login to the journey", () =>
    interaction(pact, {
      given: STATES.officer,
      uponReceiving: "a request for an officer's application after login",
      document: GetApplicationAfterLogin,
      host: 'au',
      signedIn: true,
      respondWith: {
        data: {
          getVehicleApplication: {
            ...typename('SignedInApplication'),
            user: { ...signedInUser, firstName: like('Jordan'), lastName: like('Tran') },
            vehicleApplication: {
              ...typename('VehicleApplication'),
              applicationId: like('app-1'),
              applicationStatus: like('draft'),
              applicationType: 'standard',
              orgUserId: like('user-1'),
              scoreboard: {
                ...typename('Scoreboard'),
                status: null,
                validMLADate: null,
                primaryApplicant: {
                  ...typename('PrimaryApplicant'),
                  userId: like('user-1'),
                  email: like('jordan@fleetco.example'),
                },
                secondaryApplicant: null,
              },
            },
          },
        },
      },
    }).executeTest(async ({ client, document }) => {
      const { data } = await client.query({ query: document });
      const application = data?.getVehicleApplication.vehicleApplication;
      expect(application?.applicationType).toBe('standard');
      expect(application?.scoreboard.primaryApplicant?.userId).toBe('user-1');
    }));

  it('signs out: the session of the cookie ends', () =>
    interaction(pact, {
      given: STATES.calculatorCustomer,
      uponReceiving: 'a logout with a session',
      document: Logout,
      host: 'au',
      signedIn: true,
      respondWith: { data: { logout: true } },
    }).executeTest(async ({ client, document }) => {
      const { data } = await client.mutate({ mutation: document });
      expect(data?.logout).toBe(true);
    }));
});

describe('forgotten passwords, as the web app asks for them', () => {
  it('asks for a reset e-mail and is always answered true', () =>
    interaction(pact, {
      given: STATES.demoOrganisations,
      uponReceiving: 'a password reset request',
      document: RequestPasswordReset,
      host: 'au',
      variables: { email: 'someone@fleetco.example' },
      respondWith: { data: { requestPasswordReset: true } },
    }).executeTest(async ({ client, document, variables }) => {
      const { data } = await client.mutate({ mutation: document, variables });
      expect(data?.requestPasswordReset).toBe(true);
    }));

  it("sets a new password with the link's hash", () =>
    interaction(pact, {
      given: STATES.customerWithResetLink,
      uponReceiving: "a new password with the reset link's hash",
      document: ResetPassword,
      host: 'au',
      variables: {
        email: fromState('email', 'sam@fleetco.example'),
        hash: fromState('hash', 'reset-link-hash'),
        password: 'Another-2-lease-portal!',
      },
      respondWith: { data: { resetPassword: { ...typename('ResetPasswordResult'), error: null } } },
    }).executeTest(async ({ client, document, variables }) => {
      const { data } = await client.mutate({ mutation: document, variables });
      expect(data?.resetPassword.error).toBeNull();
    }));

  it('answers the reason as text when the link is not valid, which the page shows', () =>
    interaction(pact, {
      given: STATES.customerWithResetLink,
      uponReceiving: 'a new password with a hash of no reset link',
      document: ResetPassword,
      host: 'au',
      variables: {
        email: fromState('email', 'sam@fleetco.example'),
        hash: 'not-the-link-hash',
        password: 'Another-2-lease-portal!',
      },
      respondWith: {
        data: {
          resetPassword: { ...typename('ResetPasswordResult'), error: like('This link has expired.') },
        },
      },
    }).executeTest(async ({ client, document, variables }) => {
      const { data } = await client.mutate({ mutation: document, variables });
      expect(data?.resetPassword.error).toBe('This link has expired.');
    }));

  it('asks whether a link still works when its page opens', () =>
    interaction(pact, {
      given: STATES.customerWithResetLink,
      uponReceiving: 'a check of a reset link that still works',
      document: PasswordLink,
      host: 'au',
      variables: {
        email: fromState('email', 'sam@fleetco.example'),
        hash: fromState('hash', 'reset-link-hash'),
      },
      respondWith: { data: { passwordLink: { ...typename('PasswordLinkCheck'), error: null } } },
    }).executeTest(async ({ client, document, variables }) => {
      const { data } = await client.query({ query: document, variables });
      expect(data?.passwordLink.error).toBeNull();
    }));

  it('answers the reason as text when the link opened is not valid, before a password is typed', () =>
    interaction(pact, {
      given: STATES.customerWithResetLink,
      uponReceiving: 'a check of a hash of no reset link',
      document: PasswordLink,
      host: 'au',
      variables: { email: fromState('email', 'sam@fleetco.example'), hash: 'not-the-link-hash' },
      respondWith: {
        data: { passwordLink: { ...typename('PasswordLinkCheck'), error: like('This link has expired.') } },
      },
    }).executeTest(async ({ client, document, variables }) => {
      const { data } = await client.query({ query: document, variables });
      expect(data?.passwordLink.error).toBe('This link has expired.');
    }));
});
