/**
 * @jest-environment node
 */
import {
  fromState,
  interaction,
  like,
  refusal,
  STATES,
  typename,
  webApiPact,
} from '../../../testing/web-api-pact';
import { CreditCheck } from './graphql/creditCheck';
import { GetCreditStanding } from './graphql/getCreditStanding';
import { ResendSecondaryInvitation } from './graphql/resendSecondaryInvitation';
import { SubmitCreditCheck } from './graphql/submitCreditCheck';

const pact = webApiPact();

/** An officer at approvals who has not finished their ID check: nothing is submitted yet. */
const officerAtApprovals = { state: STATES.officer, params: { status: 'approvals' } };

describe("the credit check's calls, as the web app sends them", () => {
  it('reads where the credit check stands: nothing yet before the review is submitted', () =>
    interaction(pact, {
      given: officerAtApprovals,
      uponReceiving: "a request for where an officer's credit check stands before any submission",
      document: GetCreditStanding,
      host: 'au',
      signedIn: true,
      respondWith: {
        data: {
          getVehicleApplication: {
            ...typename('SignedInApplication'),
            vehicleApplication: {
              ...typename('VehicleApplication'),
              applicationId: fromState('applicationId', 'app-1'),
              scoreboard: {
                ...typename('Scoreboard'),
                statusCreditCheck: null,
                wetSignature: null,
                entityDetails: null,
                businessDetails: null,
                secondaryApplicant: null,
              },
            },
          },
        },
      },
    }).executeTest(async ({ client, document }) => {
      const { data } = await client.query({ query: document });
      expect(data?.getVehicleApplication.vehicleApplication?.scoreboard.statusCreditCheck).toBeNull();
    }));

  it('answers no credit result while nothing was submitted', () =>
    interaction(pact, {
      given: STATES.officerWithCreditCheckParam,
      uponReceiving: "a check of an officer's credit results before any submission",
      document: CreditCheck,
      host: 'au',
      signedIn: true,
      variables: { param: fromState('creditCheckParam', 'app-1-ab3'), applicationType: 'standard' },
      respondWith: { data: { creditCheck: [] } },
    }).executeTest(async ({ client, document, variables }) => {
      const { data } = await client.query({ query: document, variables });
      expect(data?.creditCheck).toEqual([]);
    }));

  it("submits the review, which waits for the credit service's decision", () =>
    interaction(pact, {
      given: STATES.officerWhoseReviewAwaitsSubmission,
      uponReceiving: 'a submission of the review',
      document: SubmitCreditCheck,
      host: 'au',
      signedIn: true,
      variables: { payload: { applicationId: fromState('applicationId', 'app-1'), testing: 'accept' } },
      respondWith: {
        data: {
          submitCreditCheck: {
            ...typename('CreditCheckResult'),
            id_reference_internal: null,
            status: 'pending',
            result: null,
          },
        },
      },
    }).executeTest(async ({ client, document, variables }) => {
      const { data } = await client.mutate({ mutation: document, variables });
      expect(data?.submitCreditCheck).toMatchObject({ status: 'pending', result: null });
    }));

  it("refuses the review's submission before the officer's ID check is complete", () =>
    interaction(pact, {
      given: officerAtApprovals,
      uponReceiving: 'a submission of the review before the ID check is complete',
      document: SubmitCreditCheck,
      host: 'au',
      signedIn: true,
      variables: { payload: { applicationId: fromState('applicationId', 'app-1'), testing: 'accept' } },
      respondWith: refusal(
        'NOT_ALLOWED',
        'The ID check and the privacy consent come before the credit check.',
      ),
    }).executeTest(async ({ client, document, variables }) => {
      await expect(client.mutate({ mutation: document, variables })).rejects.toMatchObject({
        errors: [{ extensions: { code: 'NOT_ALLOWED' } }],
      });
    }));

  it("resends Authorised Officer (2)'s invitation from the on-hold page (decision 2094)", () =>
    interaction(pact, {
      given: STATES.officerOnHoldForTheSecond,
      uponReceiving: "a resend of Authorised Officer (2)'s invitation while on hold",
      document: ResendSecondaryInvitation,
      host: 'au',
      signedIn: true,
      variables: { applicationId: fromState('applicationId', 'app-1') },
      respondWith: {
        data: {
          resendSecondaryInvitation: {
            ...typename('InvitationResent'),
            status: '200',
            message: like("Authorised Officer (2)'s invitation will be sent again."),
            nextResendAt: like('2026-11-26T10:10:00.000Z'),
          },
        },
      },
    }).executeTest(async ({ client, document, variables }) => {
      const { data } = await client.mutate({ mutation: document, variables });
      expect(data?.resendSecondaryInvitation.status).toBe('200');
    }));

  it('refuses the resend when the application is not on hold', () =>
    interaction(pact, {
      given: officerAtApprovals,
      uponReceiving: "a resend of Authorised Officer (2)'s invitation when not on hold",
      document: ResendSecondaryInvitation,
      host: 'au',
      signedIn: true,
      variables: { applicationId: fromState('applicationId', 'app-1') },
      respondWith: refusal(
        'NOT_ALLOWED',
        'The application is not on hold for Authorised Officer (2), so there is no invitation to send again.',
        { reason: 'LEASE_APPLICATION.NOT_ON_HOLD_FOR_SECONDARY' },
      ),
    }).executeTest(async ({ client, document, variables }) => {
      await expect(client.mutate({ mutation: document, variables })).rejects.toMatchObject({
        errors: [{ extensions: { code: 'NOT_ALLOWED' } }],
      });
    }));
});
